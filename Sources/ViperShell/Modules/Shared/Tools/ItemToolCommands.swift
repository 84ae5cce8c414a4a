import ShellKit

/// `code`, `copy`, `export`, `links`, `images` and `image` as Items (for row N or an ID) and
/// ItemDetail (the open item) list them (ItemDetail's `links` is its own, beside `link N`).
package enum ItemToolCommands {
    package static let code = CommandDescriptor(
        "code", arguments: "N|ID [K|--save DIR [--force]]", summary: SharedMessage.helpCode,
        details: SharedMessage.helpCodeDetails, needsLogin: true)
    package static let copy = CommandDescriptor(
        "copy", arguments: "N|ID [url|title|markdown-link|code K]", summary: SharedMessage.helpCopy,
        details: SharedMessage.helpCopyDetails, needsLogin: true)
    package static let export = CommandDescriptor(
        "export", arguments: "N|ID|--query QUERY [--format md|html|txt] [-o PATH] [--force]",
        summary: SharedMessage.helpExport, details: SharedMessage.helpExportDetails, needsLogin: true)
    package static let links = CommandDescriptor(
        "links", arguments: "N|ID", summary: SharedMessage.helpLinks, needsLogin: true)
    package static let images = CommandDescriptor(
        "images", arguments: "N|ID", summary: ImageMessage.helpImages, details: ImageMessage.helpImagesDetails,
        needsLogin: true)
    package static let image = CommandDescriptor(
        "image", arguments: "N|ID K [--save FILE [--force]]", summary: ImageMessage.helpImage,
        details: ImageMessage.helpImageDetails, needsLogin: true)
    package static let items = [code, copy, export, links, images, image]

    package static let detailCode = CommandDescriptor(
        "code", arguments: "[K|--save DIR [--force]]", summary: SharedMessage.helpCode,
        details: SharedMessage.helpCodeDetails, needsLogin: true)
    package static let detailCopy = CommandDescriptor(
        "copy", arguments: "[url|title|markdown-link|code K]", summary: SharedMessage.helpCopy,
        details: SharedMessage.helpCopyDetails, needsLogin: true)
    package static let detailExport = CommandDescriptor(
        "export", arguments: "[--format md|html|txt] [-o PATH] [--force]", summary: SharedMessage.helpExport,
        details: SharedMessage.helpExportDetails, needsLogin: true)
    package static let detailImages = CommandDescriptor(
        "images", summary: ImageMessage.helpDetailImages, details: ImageMessage.helpImagesDetails, needsLogin: true)
    package static let detailImage = CommandDescriptor(
        "image", arguments: "K [--save FILE [--force]]", summary: ImageMessage.helpDetailImage,
        details: ImageMessage.helpImageDetails, needsLogin: true)
    package static let detail = [detailCode, detailCopy, detailExport, detailImages, detailImage]
}
