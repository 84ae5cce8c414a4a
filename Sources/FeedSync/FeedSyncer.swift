import CatalogueStore
import FoundationEssentials
import ItemsModel
import QiitaAPI
import ShellKit

/// Brings the mirror up to date with the feeds: their new and changed items page by page, then
/// the comments of those items, with at most `parallelism` requests in flight and never a
/// request the rate budget says will be refused. One task decides and writes (each page with
/// its feed's position in one transaction; comments in small batches), the requests run beside
/// it: a sync stopped at any moment leaves the mirror whole, and the next one resumes there.
package struct FeedSyncer: Sendable {
    /// Requests in flight at most (Qiita asks clients not to hammer it).
    package static let parallelism = 4
    /// How many times a request is tried when the server fails (5xx) or cuts its answer short.
    package static let attempts = 3

    package let api: any QiitaFeedAPI
    package let store: ItemStore
    package let budget: RateBudget
    /// Items a first sync of a feed reaches back (`sync --limit N`).
    package var limit = 100
    /// The wait before the second try of a failed request; doubled for each try after.
    package var backoff: Duration = .milliseconds(500)
    /// Comments fetched are committed together once this many wait.
    package var commentBatch = 16
    package var progress: any FeedSyncProgress = SilentFeedSyncProgress()
    /// Asked between requests: true stops the run (Ctrl-C).
    package var shouldStop: @Sendable () -> Bool = { false }
    package var now: @Sendable () -> Date = { Date() }

    package init(api: any QiitaFeedAPI, store: ItemStore, budget: RateBudget) {
        self.api = api
        self.store = store
        self.budget = budget
    }

    /// One request to make.
    private enum Job: Sendable {
        case page(feed: Feed, page: Int, perPage: Int, attempt: Int)
        case comments(itemID: String, attempt: Int)

        var attempt: Int {
            switch self {
            case .page(_, _, _, let attempt), .comments(_, let attempt): attempt
            }
        }

        func retried() -> Job {
            switch self {
            case .page(let feed, let page, let perPage, let attempt):
                .page(feed: feed, page: page, perPage: perPage, attempt: attempt + 1)
            case .comments(let itemID, let attempt): .comments(itemID: itemID, attempt: attempt + 1)
            }
        }
    }

    /// A request's answer.
    private enum Answer: Sendable {
        case page(Feed, page: Int, QiitaFeedPage?)
        case comments(itemID: String, [QiitaComment]?)
    }

    /// Syncs `feeds` (in order; a feed given twice is synced once).
    package func sync(_ feeds: [Feed]) async -> FeedSyncReport {
        var unique: [Feed] = []
        for feed in feeds where !unique.contains(where: { $0.key == feed.key }) { unique.append(feed) }
        var run = Run(feeds: unique)
        defer { progress.finish() }
        do {
            let kept = try store.mirrorFeedStates()
            for feed in unique {
                let state = FeedPagePlan.start(of: feed.key, from: kept[feed.key], limit: limit)
                run.states[feed.key] = state
                run.queue.append(
                    .page(feed: feed, page: state.nextPage ?? 1, perPage: FeedPagePlan.perPage(for: state), attempt: 1))
            }
            for itemID in try store.pendingCommentItemIDs() where run.queued.insert(itemID).inserted {
                run.queue.append(.comments(itemID: itemID, attempt: 1))
            }
        } catch {
            run.report.ending = .storeFailed(error.message)
            return run.report
        }
        run.report.plannedAtLeast = run.queue.count
        await perform(&run)
        flushComments(&run)
        if let kept = budget.kept { try? store.saveMirrorRate(kept) }
        run.report.requestsSent = budget.sent
        run.report.requestsLeft = budget.remaining
        run.report.resetAt = budget.resetAt
        run.report.feedsLeft = run.states.values.filter(\.isInProgress).count
        run.report.commentsLeft = (try? store.pendingCommentItemIDs().count) ?? run.report.commentsLeft
        return run.report
    }

    /// The run's state, kept by the one task that decides.
    private struct Run {
        var report: FeedSyncReport
        var states: [String: MirrorFeedState] = [:]
        /// Requests to make, pages first (they bring more work).
        var queue: [Job] = []
        /// Items whose comments are queued or fetched this run.
        var queued: Set<String> = []
        var fetchedComments: [(itemID: String, comments: [QiitaComment]?)] = []
        var itemsStored = 0
        /// Items new to the mirror, or changed, this run: an item in two feeds counts in both.
        var newThisRun: Set<String> = []
        var updatedThisRun: Set<String> = []
        /// Set once the run must end: no new request goes out.
        var stopping = false

        init(feeds: [Feed]) { report = FeedSyncReport(feeds: feeds) }

        mutating func nextJob() -> Job? {
            if let index = queue.firstIndex(where: { if case .page = $0 { true } else { false } }) {
                return queue.remove(at: index)
            }
            return queue.isEmpty ? nil : queue.removeFirst()
        }

        mutating func end(_ ending: FeedSyncReport.Ending) {
            stopping = true
            if report.ending == .complete || report.ending == .rateLimited { report.ending = ending }
        }
    }

    private func perform(_ run: inout Run) async {
        await withTaskGroup(of: (Job, Result<Answer, QiitaAPIError>).self) { group in
            var running = 0
            while true {
                // Send what the budget allows, up to `parallelism` at once.
                while !run.stopping, running < Self.parallelism, !run.queue.isEmpty {
                    if shouldStop() {
                        run.end(.interrupted)
                        break
                    }
                    let answer = budget.reserve()
                    if answer == .exhausted { run.end(.rateLimited) }
                    guard answer == .send, let job = run.nextJob() else { break }
                    running += 1
                    group.addTask { [api, backoff, budget] in
                        if job.attempt > 1 { try? await Task.sleep(for: backoff * (1 << (job.attempt - 2))) }
                        let result = await Self.request(job, api: api)
                        budget.settle(reachedServer: Self.reachedServer(result))
                        return (job, result)
                    }
                }
                guard running > 0, let (job, result) = await group.next() else { break }
                running -= 1
                handle(job, result, &run)
                progress.update(items: run.itemsStored, comments: run.report.commentsFetched, requests: budget.sent)
            }
        }
        if run.report.ending == .complete, !run.queue.isEmpty { run.report.ending = .rateLimited }
    }

    /// Whether a request left for the server (see `RateBudget.reachedServer`).
    private static func reachedServer(_ result: Result<Answer, QiitaAPIError>) -> Bool {
        switch result {
        case .success: true
        case .failure(let error): RateBudget.reachedServer(error)
        }
    }

    private static func request(_ job: Job, api: any QiitaFeedAPI) async -> Result<Answer, QiitaAPIError> {
        do throws(QiitaAPIError) {
            switch job {
            case .page(let feed, let page, let perPage, _):
                return .success(.page(feed, page: page, try await api.feedPage(feed, page: page, perPage: perPage)))
            case .comments(let itemID, _):
                return .success(.comments(itemID: itemID, try await api.comments(itemID: itemID)))
            }
        } catch {
            return .failure(error)
        }
    }

    private func handle(_ job: Job, _ result: Result<Answer, QiitaAPIError>, _ run: inout Run) {
        switch result {
        case .failure(let error):
            switch error {
            case .server where job.attempt < Self.attempts, .malformedResponse where job.attempt < Self.attempts:
                run.queue.insert(job.retried(), at: 0)
            case .rateLimited:
                run.end(.rateLimited)
                run.queue.insert(job, at: 0)
            default:
                run.end(error == .cancelled ? .interrupted : .failed(error))
                run.queue.insert(job, at: 0)
            }
        case .success(.comments(let itemID, let comments)):
            run.report.commentsFetched += comments?.count ?? 0
            run.fetchedComments.append((itemID, comments))
            if run.fetchedComments.count >= commentBatch { flushComments(&run) }
        case .success(.page(let feed, let page, let answer)):
            store(page: page, of: feed, answer, &run)
        }
    }

    private func store(page: Int, of feed: Feed, _ answer: QiitaFeedPage?, _ run: inout Run) {
        guard let before = run.states[feed.key], let index = run.report.feeds.firstIndex(where: { $0.feed == feed })
        else { return }
        guard let answer else {
            run.report.feeds[index].missing = true
            run.states[feed.key]?.nextPage = nil
            return
        }
        do {
            let versions = try store.mirrorVersions(ids: answer.items.map(\.id))
            let plan = FeedPagePlan(
                page: page, items: answer.items, hasMore: answer.hasMore, before: before, versions: versions, now: now()
            )
            try store.commitMirrorPage(
                items: plan.itemsToStore, knownComments: plan.knownComments, pendingComments: plan.pendingComments,
                state: plan.state)
            run.states[feed.key] = plan.state
            run.itemsStored += plan.itemsToStore.count
            run.newThisRun.formUnion(plan.newIDs)
            run.updatedThisRun.formUnion(plan.updatedIDs)
            let seen = Set(plan.seenIDs)
            run.report.feeds[index].newItems += seen.intersection(run.newThisRun).count
            run.report.feeds[index].updatedItems += seen.intersection(run.updatedThisRun).count
            for itemID in plan.pendingComments where run.queued.insert(itemID).inserted {
                run.queue.append(.comments(itemID: itemID, attempt: 1))
            }
            if let next = plan.state.nextPage {
                run.queue.insert(
                    .page(feed: feed, page: next, perPage: FeedPagePlan.perPage(for: plan.state), attempt: 1), at: 0)
            } else {
                run.report.feeds[index].completed = true
            }
        } catch {
            run.end(.storeFailed(error.message))
        }
    }

    /// Commits the comments fetched so far.
    private func flushComments(_ run: inout Run) {
        guard !run.fetchedComments.isEmpty else { return }
        do {
            try store.commitMirrorComments(run.fetchedComments)
            run.fetchedComments = []
        } catch {
            run.end(.storeFailed(error.message))
        }
    }
}
