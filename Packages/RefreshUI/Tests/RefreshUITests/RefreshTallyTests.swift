import Foundation
import LibraryModelLogic
import RefreshLogic
import Testing

@testable import RefreshUI

@Suite struct RefreshTallyTests {
    let feed = Feed(
        id: FeedID(1), url: link("https://a.example/feed"), sourceTitle: "Alpha", addedAt: testNow)

    @Test
    func eachSyncingAccountShowsItsLatestStepUntilItIsDone() {
        var tally = RefreshTally()
        tally.record(
            RefreshProgress(
                completed: 0, total: 3, event: .account(SyncProgress(account: "home", step: .subscriptions))))
        tally.record(
            RefreshProgress(
                completed: 0, total: 3,
                event: .account(SyncProgress(account: "work", step: .pushing, count: 2))))
        tally.record(
            RefreshProgress(completed: 1, total: 3, feed: feed, result: .updated(new: 2, changed: 0)))
        tally.record(
            RefreshProgress(
                completed: 1, total: 3,
                event: .account(SyncProgress(account: "home", step: .articles, count: 400))))
        #expect(
            tally.statusText == "Refreshing 1/3 · 2 new · home: 400 new articles · work: sending 2 changes")

        tally.record(
            RefreshProgress(
                completed: 1, total: 3, event: .account(SyncProgress(account: "home", step: .done))))
        #expect(tally.statusText == "Refreshing 1/3 · 2 new · work: sending 2 changes")
        #expect(tally.latest == "Alpha")
    }

    @Test
    func anAccountsNameIsMadeSafeToPrint() {
        var tally = RefreshTally()
        tally.record(
            RefreshProgress(
                completed: 0, total: 1, event: .account(SyncProgress(account: "a\u{1B}[2Jb", step: .states))))
        #expect(!tally.statusText.contains("\u{1B}"))
    }

    @MainActor @Test
    func theProgressBarNamesTheAccountsStillSyncing() {
        let model = RefreshViewModel()
        model.record(
            RefreshProgress(
                completed: 0, total: 2,
                event: .account(SyncProgress(account: "home", step: .articles, count: 1))))
        #expect(model.progressLabel == "0/2 feeds · 0 new · home: 1 new article")
        #expect(model.latest == nil)
    }
}
