@testable import ItemsModel
import Testing

/// Which links name a Qiita article the reader can open itself.
@Suite struct QiitaItemAddressTests {
    static let id = "e4d4f12529591534851d"

    @Test(arguments: [
        "https://qiita.com/slee/items/\(id)", "http://qiita.com/slee/items/\(id)", "HTTPS://Qiita.com/slee/items/\(id)",
        "https://qiita.com/slee/items/\(id)/", "https://qiita.com/slee/items/\(id)?utm_source=x",
        "https://qiita.com/slee/items/\(id)#comment-0123456789abcdef0123", "https://qiita.com/items/\(id)",
        "https://qiita.com/a_b-c9/items/\(id)",
    ])
    func anArticlesAddressGivesItsID(address: String) {
        #expect(QiitaItemAddress.itemID(in: address) == Self.id)
    }

    @Test(arguments: [
        "https://example.com/slee/items/\(id)", "https://team.qiita.com/slee/items/\(id)", "https://qiita.com/slee",
        "https://qiita.com/slee/items", "https://qiita.com/slee/items/E4D4F12529591534851D",
        "https://qiita.com/slee/items/\(id)0", "https://qiita.com/slee/items/\(id)/likers",
        "https://qiita.com/tags/swift", "ftp://qiita.com/slee/items/\(id)", "qiita.com/slee/items/\(id)",
        "https://qiita.com/sl ee/items/\(id)", "https://qiita.com/スリー/items/\(id)", "", "https://",
    ])
    func anythingElseGivesNil(address: String) {
        #expect(QiitaItemAddress.itemID(in: address) == nil)
    }
}
