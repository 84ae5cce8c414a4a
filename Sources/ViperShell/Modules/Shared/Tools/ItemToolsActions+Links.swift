import ItemBrowsing
import ItemsModel
import ShellHost
import ShellKit

extension ItemToolsActions {
    /// `links`: the item's links, numbered (the open item passes the article it has parsed already).
    package func links(of item: QiitaItem, article: ItemArticle? = nil) -> CommandOutcome {
        let links = (article ?? ItemArticle(body: item.body)).links(base: item.url)
        guard !links.isEmpty else {
            view?.showInfo(Message(ItemDetailMessage.linksNone, parts: [ItemName.of(item)]))
            return .success
        }
        view?.showLinks(ItemLinksViewModel(itemID: item.id, itemTitle: item.title, links: links))
        return .success
    }
}
