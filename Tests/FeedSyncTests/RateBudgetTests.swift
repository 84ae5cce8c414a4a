import CatalogueStore
import FeedSync
import Foundation
import QiitaAPI
import Testing

/// The rate budget: never a request the last `Rate-Remaining` says will be refused, counting
/// those in flight; one request at a time while it is unknown; the last run's kept while its
/// window lasts.
@Suite struct RateBudgetTests {
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func unknownSendsOneAtATimeThenCountsWhatIsInFlight() {
        let budget = RateBudget(kept: nil, withToken: true, now: now)
        #expect(budget.reserve() == .send)
        #expect(budget.reserve() == .wait)
        budget.observe(QiitaRateLimit(remaining: 2, limit: 1000, resetAt: now.addingTimeInterval(60)))
        budget.settle()
        #expect(budget.reserve() == .send)
        #expect(budget.reserve() == .send)
        #expect(budget.reserve() == .wait, "two in flight spend the two left")
        budget.observe(QiitaRateLimit(remaining: 0, limit: 1000, resetAt: now.addingTimeInterval(60)))
        budget.settle()
        budget.observe(QiitaRateLimit(remaining: 1, limit: 1000, resetAt: now.addingTimeInterval(60)))
        budget.settle()
        #expect(budget.remaining == 0, "answers out of order: the lowest wins")
        #expect(budget.reserve() == .exhausted)
        #expect(budget.sent == 3)
    }

    @Test func aLaterResetStartsANewWindow() {
        let budget = RateBudget(kept: nil, withToken: false, now: now)
        budget.observe(QiitaRateLimit(remaining: 0, resetAt: now.addingTimeInterval(10)))
        budget.observe(QiitaRateLimit(remaining: 59, resetAt: now.addingTimeInterval(3600)))
        #expect(budget.remaining == 59)
    }

    @Test func theLastRunsBudgetCountsOnlyWhileItsWindowLastsAndForTheSameKind() {
        let kept = MirrorRateState(remaining: 0, resetAt: now.addingTimeInterval(60), withToken: false)
        #expect(RateBudget(kept: kept, withToken: false, now: now).reserve() == .exhausted)
        #expect(RateBudget(kept: kept, withToken: true, now: now).reserve() == .send)
        #expect(RateBudget(kept: kept, withToken: false, now: now.addingTimeInterval(61)).reserve() == .send)
    }
}
