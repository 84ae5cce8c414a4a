import CatalogueStore
import FeedSync
import Foundation
import QiitaAPI
import Testing

/// The rate budget: never a request the last `Rate-Remaining` says will be refused, counting
/// those in flight; one request at a time while it is unknown; the last run's kept while its
/// window lasts, and only for the identity that spent it; only requests that left counted.
@Suite struct RateBudgetTests {
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    let token = RateIdentity.token(fingerprint: "0123456789abcdef")

    @Test func unknownSendsOneAtATimeThenCountsWhatIsInFlight() {
        let budget = RateBudget(kept: nil, identity: token, now: now)
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
        let budget = RateBudget(kept: nil, identity: .anonymous, now: now)
        budget.observe(QiitaRateLimit(remaining: 0, resetAt: now.addingTimeInterval(10)))
        budget.observe(QiitaRateLimit(remaining: 59, resetAt: now.addingTimeInterval(3600)))
        #expect(budget.remaining == 59)
    }

    @Test func theLastRunsBudgetCountsOnlyWhileItsWindowLastsAndForTheIdentityThatSpentIt() {
        let kept = MirrorRateState(
            identity: RateIdentity.anonymous.key, remaining: 0, resetAt: now.addingTimeInterval(60))
        #expect(RateBudget(kept: kept, identity: .anonymous, now: now).reserve() == .exhausted)
        #expect(RateBudget(kept: kept, identity: token, now: now).reserve() == .send, "a token is another budget")
        #expect(RateBudget(kept: kept, identity: .anonymous, now: now.addingTimeInterval(61)).reserve() == .send)
        let spentByToken = MirrorRateState(identity: token.key, remaining: 0, resetAt: now.addingTimeInterval(60))
        #expect(RateBudget(kept: spentByToken, identity: token, now: now).reserve() == .exhausted)
        let other = RateIdentity.token(fingerprint: "fedcba9876543210")
        #expect(RateBudget(kept: spentByToken, identity: other, now: now).reserve() == .send, "another token's")
    }

    @Test func aRequestThatNeverLeftIsNotCountedAsSent() {
        let budget = RateBudget(kept: nil, identity: .anonymous, now: now)
        #expect(budget.reserve() == .send)
        budget.settle(reachedServer: false)
        #expect(budget.sent == 0)
        #expect(budget.reserve() == .send, "nothing is in flight any more")
        budget.settle()
        #expect(budget.sent == 1)
    }

    @Test func identitiesNameNoSecret() {
        #expect(RateIdentity.anonymous.key == "anonymous")
        #expect(token.key == "token:0123456789abcdef")
        #expect(RateIdentity.anonymous != token)
    }
}
