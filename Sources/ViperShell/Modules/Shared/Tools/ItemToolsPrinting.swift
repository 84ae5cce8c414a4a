import ItemsModel

/// A view that prints through `ItemReadingPrinter` (Items', ItemDetail's): `code`, `copy`, `export`
/// and `links` shown once for both.
@MainActor package protocol ItemToolsPrinting: ItemReadingViewInterface {
    var printer: ItemReadingPrinter { get }
}

extension ItemToolsPrinting {
    package func showLinks(_ links: ItemLinksViewModel) { printer.links(links) }

    package func showImages(_ images: ItemImagesViewModel) { printer.images(images) }

    package var canDrawImages: Bool { printer.canDrawImages }

    package func drawImage(_ bytes: [UInt8], caption: String) -> Bool { printer.drawImage(bytes, caption: caption) }

    package func showCodeBlocks(_ blocks: [ItemCodeBlock], of item: QiitaItem) { printer.codeBlocks(blocks, of: item) }

    package func printExactly(_ text: String) { printer.exactly(text) }

    package func copyToClipboard(_ text: String) -> Bool { printer.copy(text) }

    package func plainArticle(_ item: QiitaItem) -> String { printer.plainArticle(item) }

    package func htmlPage(_ item: QiitaItem, comments: [QiitaComment]?) -> String {
        printer.htmlPage(item, comments: comments)
    }

    package func showExportProgress(done: Int, total: Int?) { printer.exportProgress(done: done, total: total) }
}

extension ItemsView: ItemToolsPrinting {}
extension ItemDetailView: ItemToolsPrinting {}
