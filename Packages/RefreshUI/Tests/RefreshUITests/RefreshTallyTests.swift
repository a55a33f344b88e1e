import Foundation
import LibraryModelLogic
import RefreshLogic
import Testing

@testable import RefreshUI

@Suite struct RefreshTallyTests {
    let feed = Feed(
        id: FeedID(1), url: link("https://a.example/feed"), sourceTitle: "Alpha", addedAt: testNow)

    func step(_ source: String, _ label: String, done: Bool = false) -> CompanionStep {
        CompanionStep(source: source, label: "\(source): \(label)", isDone: done)
    }

    @Test
    func eachCompanionSourceShowsItsLatestStepUntilItIsDone() {
        var tally = RefreshTally()
        tally.record(step("home", "feeds"))
        tally.record(step("work", "sending 2 changes"))
        tally.record(
            RefreshProgress(completed: 1, total: 3, feed: feed, result: .updated(new: 2, changed: 0)))
        tally.record(step("home", "400 new articles"))
        #expect(
            tally.statusText == "Refreshing 1/3 · 2 new · home: 400 new articles · work: sending 2 changes")

        tally.record(step("home", "done", done: true))
        #expect(tally.statusText == "Refreshing 1/3 · 2 new · work: sending 2 changes")
        #expect(tally.latest == "Alpha")
    }

    @Test
    func aCompanionAloneIsSyncing() {
        var tally = RefreshTally()
        tally.record(step("home", "feeds"))
        #expect(tally.statusText == "Syncing · home: feeds")
    }

    @Test
    func aStepIsMadeSafeToPrint() {
        var tally = RefreshTally()
        tally.record(step("a\u{1B}[2Jb", "read and starred"))
        #expect(!tally.statusText.contains("\u{1B}"))
    }

    @MainActor @Test
    func theProgressBarNamesTheSourcesStillWorking() {
        let model = RefreshViewModel()
        model.record(step("home", "1 new article"))
        #expect(model.progressLabel == "0/0 feeds · 0 new · home: 1 new article")
        #expect(model.latest == nil)
    }
}
