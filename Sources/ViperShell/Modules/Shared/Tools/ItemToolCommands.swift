import ShellKit

/// `code`, `copy`, `export` and `links` as Items (for row N or an ID) and ItemDetail (the open item) list
/// them (ItemDetail's `links` is its own, beside `link N`).
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
    package static let items = [code, copy, export, links]

    package static let detailCode = CommandDescriptor(
        "code", arguments: "[K|--save DIR [--force]]", summary: SharedMessage.helpCode,
        details: SharedMessage.helpCodeDetails, needsLogin: true)
    package static let detailCopy = CommandDescriptor(
        "copy", arguments: "[url|title|markdown-link|code K]", summary: SharedMessage.helpCopy,
        details: SharedMessage.helpCopyDetails, needsLogin: true)
    package static let detailExport = CommandDescriptor(
        "export", arguments: "[--format md|html|txt] [-o PATH] [--force]", summary: SharedMessage.helpExport,
        details: SharedMessage.helpExportDetails, needsLogin: true)
    package static let detail = [detailCode, detailCopy, detailExport]
}
