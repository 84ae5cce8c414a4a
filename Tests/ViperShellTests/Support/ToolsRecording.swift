import ItemsModel
@testable import ViperShell

/// What a view spy was told by `code`, `copy`, `export` and `links`.
@MainActor final class ToolsRecording {
    var links: [ItemLinksViewModel] = []
    var codeLists: [[ItemCodeBlock]] = []
    var printed: [String] = []
    var copied: [String] = []
    /// False: standard output is no terminal, so nothing can be copied.
    var clipboardWorks = true
    var progress: [Int?] = []
    var images: [ItemImagesViewModel] = []
    /// Each image drawn: its bytes and caption; `drawsImages` false says this output cannot.
    var drawn: [(bytes: [UInt8], caption: String)] = []
    var drawsImages = true
}

/// A view spy that records the tools' output in `tools`.
@MainActor protocol RecordsTools: ItemReadingViewInterface {
    var tools: ToolsRecording { get }
}

extension RecordsTools {
    func showLinks(_ links: ItemLinksViewModel) { tools.links.append(links) }
    func showImages(_ images: ItemImagesViewModel) { tools.images.append(images) }
    var canDrawImages: Bool { tools.drawsImages }
    func drawImage(_ bytes: [UInt8], caption: String) -> Bool {
        guard tools.drawsImages else { return false }
        tools.drawn.append((bytes, caption))
        return true
    }
    func showCodeBlocks(_ blocks: [ItemCodeBlock], of item: QiitaItem) { tools.codeLists.append(blocks) }
    func printExactly(_ text: String) { tools.printed.append(text) }
    func copyToClipboard(_ text: String) -> Bool {
        guard tools.clipboardWorks else { return false }
        tools.copied.append(text)
        return true
    }
    func plainArticle(_ item: QiitaItem) -> String { "TEXT OF \(item.id)\n" }
    func htmlPage(_ item: QiitaItem, comments: [QiitaComment]?) -> String {
        "<p>\(item.id) \(comments?.count ?? -1)</p>"
    }
    func showExportProgress(done: Int, total: Int?) { tools.progress.append(total) }
}
