import ArticleImages
import ItemBrowsing
import ItemsModel
import ShellHost
import ShellKit

extension ItemToolsActions {
    /// `images`: the article's images in order, each with where it stands (nothing is fetched).
    package func images(of item: QiitaItem, article: ItemArticle? = nil) -> CommandOutcome {
        let images = Self.images(of: item, article: article)
        guard !images.isEmpty else {
            view?.showInfo(Message(ImageMessage.imagesNone, parts: [ItemName.of(item)]))
            return .success
        }
        let standings = interactor.imageStandings(images.map(\.url))
        view?.showImages(
            ItemImagesViewModel(
                itemID: item.id, itemTitle: item.title,
                rows: zip(images, standings).map { ItemImagesViewModel.Row(alt: $0.text, address: $0.url, standing: $1) }))
        return .success
    }

    /// `image K`: drawn at the terminal, or its original bytes saved to a file (fetched first when
    /// neither the demo nor the cache has them).
    package func image(_ request: ImageRequest, of item: QiitaItem, article: ItemArticle? = nil) async -> CommandOutcome {
        let images = Self.images(of: item, article: article)
        let number = request.number
        guard images.indices.contains(number - 1) else {
            view?.showError(
                images.isEmpty
                    ? Message(ImageMessage.imagesNone, parts: [ItemName.of(item)])
                    : Message(ImageMessage.imageNoSuch, String(number), String(images.count)))
            return .failed(.usage)
        }
        let image = images[number - 1]
        if case .show = request, view?.canDrawImages != true {
            view?.showError(Message(ImageMessage.imageNeedsTerminal, String(number)))
            return .failed()
        }
        let bytes: [UInt8]
        do {
            bytes = try await interactor.imageBytes(image.url)
        } catch {
            view?.showError(error.message(number: number, address: image.url))
            return .failed()
        }
        switch request {
        case .show:
            guard view?.drawImage(bytes, caption: image.text.isEmpty ? image.url : image.text) == true else {
                view?.showError(Message(ImageMessage.imageNeedsTerminal, String(number)))
                return .failed()
            }
            return .success
        case let .save(_, path, force):
            let absolute = interactor.absolutePath(path)
            do {
                try interactor.writeBytes(bytes, to: absolute, force: force)
            } catch {
                view?.showError(Self.message(error, block: nil))
                return .failed()
            }
            view?.showInfo(Message(ImageMessage.imageSaved, String(number), absolute, ItemImagesRenderer.size(bytes.count)))
            return .success
        }
    }

    /// The article's images, in order, addresses resolved against the item's.
    private static func images(of item: QiitaItem, article: ItemArticle?) -> [ItemLink] {
        (article ?? ItemArticle(body: item.body)).links(base: item.url).filter { $0.kind == .image }
    }
}
