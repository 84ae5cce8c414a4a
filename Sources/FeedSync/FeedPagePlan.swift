import CatalogueStore
import FoundationEssentials
import ItemsModel

/// What to do with one page of a feed: which items to store (new, or changed since the mirror
/// kept them), whose comments are already known (none) or still to fetch, whether to fetch the
/// next page, and the feed's position after it. A pure decision: `FeedSyncer` makes the request
/// and commits the plan in one transaction.
package struct FeedPagePlan: Equatable {
    package var itemsToStore: [QiitaItem] = []
    /// The stored items new to the mirror, and those that replace an older copy.
    package var newIDs: [String] = []
    package var updatedIDs: [String] = []
    package var newCount: Int { newIDs.count }
    package var updatedCount: Int { updatedIDs.count }
    /// Items with no comments: stored as known, with no request.
    package var knownComments: [String: [QiitaComment]] = [:]
    /// Items whose comments are still to fetch.
    package var pendingComments: [String] = []
    /// The items of the page the run went through (up to where it stopped).
    package var seenIDs: [String] = []
    /// The feed's position once the page is stored.
    package var state: MirrorFeedState
    /// Whether the run goes on to `state.nextPage`.
    package var continues: Bool { state.nextPage != nil }

    /// Qiita serves at most 100 pages of a listing.
    package static let lastPage = 100

    /// Plans page `page` of a run whose position was `before`, against what the mirror holds
    /// of the page's items (`versions`). The run stops at the first item the mirror has with the
    /// same `updated_at` and no newer than the last completed run's newest; a first run (with a
    /// `runLimit`) stops once it has seen that many items; any run stops at the last page.
    package init(
        page: Int, items: [QiitaItem], hasMore: Bool, before: MirrorFeedState,
        versions: [String: MirrorItemVersion], now: Date
    ) {
        var state = before
        var reachedKnown = false
        var reachedLimit = false
        for item in items {
            let created = ItemTimestamp.epochSeconds(item.createdAt) ?? 0
            let kept = versions[item.id]
            if let boundary = before.boundaryEpoch, let kept, kept.updatedAt == item.updatedAt, created <= boundary {
                reachedKnown = true
                break
            }
            state.runSeen += 1
            seenIDs.append(item.id)
            state.runNewestEpoch = max(state.runNewestEpoch ?? created, created)
            let changed = kept == nil || kept?.updatedAt != item.updatedAt
            if changed {
                itemsToStore.append(item)
                if kept == nil { newIDs.append(item.id) } else { updatedIDs.append(item.id) }
            }
            if item.commentsCount == 0 {
                if kept?.keptComments != 0 || changed { knownComments[item.id] = [] }
            } else if changed || kept?.keptComments != item.commentsCount {
                pendingComments.append(item.id)
            }
            if let limit = before.runLimit, state.runSeen >= limit {
                reachedLimit = true
                break
            }
        }
        if reachedKnown || reachedLimit || !hasMore || page >= Self.lastPage || items.isEmpty {
            state.nextPage = nil
            state.runLimit = nil
            state.runSeen = 0
            if let newest = state.runNewestEpoch {
                state.boundaryEpoch = max(before.boundaryEpoch ?? newest, newest)
            }
            state.runNewestEpoch = nil
            state.lastSynced = now
        } else {
            state.nextPage = page + 1
        }
        self.state = state
    }

    /// Where a run of `feedKey` starts: where the last one stopped, else page 1 (reaching back
    /// `limit` items when the feed was never synced).
    package static func start(of feedKey: String, from kept: MirrorFeedState?, limit: Int) -> MirrorFeedState {
        if let kept, kept.isInProgress { return kept }
        var state = kept ?? MirrorFeedState(feedKey: feedKey)
        state.nextPage = 1
        state.runSeen = 0
        state.runNewestEpoch = nil
        state.runLimit = state.boundaryEpoch == nil ? limit : nil
        return state
    }

    /// Items a page asks for: a first run reaching back fewer than 100 asks for no more.
    package static func perPage(for state: MirrorFeedState) -> Int {
        min(100, max(1, state.runLimit ?? 100))
    }
}
