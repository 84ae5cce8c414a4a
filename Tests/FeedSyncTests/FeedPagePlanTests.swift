import CatalogueStore
import FeedSync
import Foundation
import ItemsModel
import Testing

/// The page planner's decisions: where a run stops, what it stores, which comments wait.
@Suite struct FeedPagePlanTests {
    private let now = Date(timeIntervalSince1970: 1_800_000_000)

    private func item(_ number: Int, updated: String? = nil, comments: Int = 1) -> QiitaItem {
        let created = String(format: "2025-01-%02dT10:00:00+09:00", number)
        return QiitaItem(
            id: String(format: "%020x", number), title: "Item \(number)", body: "Body \(number)",
            url: "https://qiita.com/u/items/\(number)", user: QiitaUser(id: "u", name: "U", githubLoginName: nil),
            tags: [QiitaTag(name: "swift", versions: [])], likesCount: 0, stocksCount: 0, commentsCount: comments,
            createdAt: created, updatedAt: updated ?? created)
    }

    @Test func aFirstRunStopsAtItsLimitAndSetsTheBoundary() {
        let start = FeedPagePlan.start(of: "tag:swift", from: nil, limit: 3)
        #expect(start.nextPage == 1 && start.runLimit == 3 && FeedPagePlan.perPage(for: start) == 3)
        let items = [item(9), item(8, comments: 0), item(7)]
        let plan = FeedPagePlan(page: 1, items: items, hasMore: true, before: start, versions: [:], now: now)
        #expect(plan.newCount == 3 && plan.updatedCount == 0)
        #expect(plan.pendingComments == [items[0].id, items[2].id])
        #expect(plan.knownComments == [items[1].id: []])
        #expect(!plan.continues)
        #expect(plan.state.boundaryEpoch == ItemTimestamp.epochSeconds(items[0].createdAt))
        #expect(plan.state.lastSynced == now && plan.state.runLimit == nil)
    }

    @Test func anIncrementalRunStopsAtTheFirstUnchangedItemItHad() {
        let boundaryItem = item(5)
        var kept = MirrorFeedState(feedKey: "tag:swift")
        kept.boundaryEpoch = ItemTimestamp.epochSeconds(boundaryItem.createdAt)
        let start = FeedPagePlan.start(of: "tag:swift", from: kept, limit: 100)
        #expect(start.runLimit == nil && FeedPagePlan.perPage(for: start) == 100)
        let versions = [
            item(6).id: MirrorItemVersion(updatedAt: "old", keptComments: 1),
            boundaryItem.id: MirrorItemVersion(updatedAt: boundaryItem.updatedAt, keptComments: 1),
        ]
        let page = [item(7), item(6, updated: "2025-02-01T00:00:00+09:00"), boundaryItem, item(4)]
        let plan = FeedPagePlan(page: 1, items: page, hasMore: true, before: start, versions: versions, now: now)
        #expect(plan.itemsToStore.map(\.id) == [item(7).id, item(6).id])
        #expect(plan.newCount == 1 && plan.updatedCount == 1 && !plan.continues)
        #expect(plan.state.boundaryEpoch == ItemTimestamp.epochSeconds(item(7).createdAt))
    }

    @Test func aResumedRunGoesPastItemsItStoredBeforeTheCrash() {
        // A run killed after page 1: new items posted since pushed page 1's last items onto
        // page 2, where the resumed run must not take them for the end of the feed.
        var kept = MirrorFeedState(feedKey: "tag:swift", nextPage: 2, runSeen: 2)
        kept.boundaryEpoch = ItemTimestamp.epochSeconds(item(3).createdAt)
        kept.runNewestEpoch = ItemTimestamp.epochSeconds(item(9).createdAt)
        let start = FeedPagePlan.start(of: "tag:swift", from: kept, limit: 100)
        #expect(start == kept)
        let shifted = item(8)
        let versions = [shifted.id: MirrorItemVersion(updatedAt: shifted.updatedAt, keptComments: 1)]
        let plan = FeedPagePlan(
            page: 2, items: [shifted, item(7)], hasMore: true, before: start, versions: versions, now: now)
        #expect(plan.itemsToStore.map(\.id) == [item(7).id] && plan.continues && plan.state.nextPage == 3)
    }

    @Test func theLastPageAndAnEmptyPageEndTheRun() {
        let start = FeedPagePlan.start(of: "user:u", from: nil, limit: 500)
        let last = FeedPagePlan(page: 100, items: [item(1)], hasMore: true, before: start, versions: [:], now: now)
        #expect(!last.continues)
        let empty = FeedPagePlan(page: 1, items: [], hasMore: false, before: start, versions: [:], now: now)
        #expect(!empty.continues && empty.state.boundaryEpoch == nil && empty.state.lastSynced == now)
    }

    @Test func commentsAreFetchedOnlyWhenTheyMayHaveChanged() {
        let same = item(4, comments: 2)
        var kept = MirrorFeedState(feedKey: "tag:swift")
        kept.boundaryEpoch = 0
        let start = FeedPagePlan.start(of: "tag:swift", from: kept, limit: 100)
        let versions = [same.id: MirrorItemVersion(updatedAt: same.updatedAt, keptComments: 1)]
        let plan = FeedPagePlan(page: 1, items: [same], hasMore: false, before: start, versions: versions, now: now)
        #expect(plan.itemsToStore.isEmpty && plan.pendingComments == [same.id])
    }
}
