import ShellKit

/// Where `next`, `prev` and `page N` lead in a listing of `pageCount` pages (items or tags), or
/// why they lead nowhere: one rule and one wording for every listing.
package enum ListingPaging {
    /// Why a move is refused, with the exit status it sets.
    package struct Refusal: Error, Equatable {
        package let message: Message
        package let status: ExitStatus
    }

    /// `next` (+1) or `prev` (-1) from `page`.
    package static func move(from page: Int, by offset: Int, pageCount: Int) -> Result<Int, Refusal> {
        let target = page + offset
        if target < 1 { return .failure(Refusal(message: Message(SharedMessage.itemsFirstPage), status: .failure)) }
        if target > pageCount {
            return .failure(Refusal(message: Message(SharedMessage.itemsLastPage), status: .failure))
        }
        return .success(target)
    }

    /// `page N`. A page past the end fails as `next` past the end does (status 1: the listing
    /// has no such page now, though the command is well formed); a number below 1 is never a
    /// page, so it is a usage error (status 2).
    package static func jump(to number: Int, pageCount: Int) -> Result<Int, Refusal> {
        guard (1...pageCount).contains(number) else {
            let message =
                pageCount == 1
                ? Message(SharedMessage.itemsOnlyOnePage, String(number))
                : Message(SharedMessage.itemsPageOutOfRange, String(number), String(pageCount))
            return .failure(Refusal(message: message, status: number < 1 ? .usage : .failure))
        }
        return .success(number)
    }
}
