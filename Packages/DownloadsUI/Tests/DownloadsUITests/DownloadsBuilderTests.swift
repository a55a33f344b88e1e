import DownloadsLogic
import DownloadsUI
import Foundation
import LibraryModelLogic
import Testing

/// The builder is pure: entries, a time and whether a run is going on in; beans out.
@Suite struct DownloadsBuilderTests {
    private let now = Date(timeIntervalSince1970: 1_768_478_400)
    private let builder = DownloadsBuilder(clean: { $0.replacingOccurrences(of: "\u{1B}", with: "") })

    private func entry(
        _ id: Int64, state: DownloadState, received: Int64 = 0, total: Int64? = 29_400_000,
        startedSecondsAgo: Double? = nil, resumedFrom: Int64 = 0, failure: String? = nil
    ) -> DownloadEntry {
        DownloadEntry(
            id: DownloadID(id), articleID: ArticleID(id), articleTitle: "Episode \(id)",
            feedTitle: "The Show",
            url: URL(fileURLWithPath: "/e\(id).mp3"), mimeType: "audio/mpeg", fileName: "e\(id).mp3",
            state: state, bytesReceived: received, totalBytes: total, failure: failure,
            queuedAt: now.addingTimeInterval(-600),
            startedAt: startedSecondsAgo.map { now.addingTimeInterval(-$0) }, resumedFrom: resumedFrom)
    }

    @Test func aRunningDownloadShowsPercentSizesRateAndTimeLeft() {
        let running = entry(
            1, state: .downloading, received: 12_000_000, startedSecondsAgo: 10, resumedFrom: 1_000_000)
        let row = builder.row(for: running, now: now, runActive: true)
        #expect(row.percent == "40%")
        #expect(row.stateText == "12 MB of 29.4 MB · 1.1 MB/s · 0:16 left")
        #expect(row.tone == .active)
        #expect(row.title == "Episode 1 — The Show")
        #expect(!row.isPlayable)
    }

    @Test func eachStateHasItsText() {
        let queued = builder.row(for: entry(1, state: .queued), now: now, runActive: false)
        #expect(queued.stateText == "queued · 29.4 MB")
        #expect(queued.tone == .waiting)
        let done = builder.row(for: entry(2, state: .done, received: 29_400_000), now: now, runActive: false)
        #expect(done.stateText == "done · 29.4 MB")
        #expect(done.percent == "100%")
        #expect(done.isPlayable)
        let failed = builder.row(
            for: entry(3, state: .failed, received: 2_000_000, failure: "the server said 503"), now: now,
            runActive: false)
        #expect(failed.stateText == "failed: the server said 503 (2 MB kept)")
        #expect(failed.tone == .problem)
        let unknownSize = builder.row(for: entry(4, state: .queued, total: nil), now: now, runActive: false)
        #expect(unknownSize.percent == "—")
        #expect(unknownSize.stateText == "queued")
    }

    @Test func aDownloadWithoutARunWasInterrupted() {
        let left = entry(1, state: .downloading, received: 14_700_000, startedSecondsAgo: 60)
        #expect(
            builder.row(for: left, now: now, runActive: false).stateText
                == "interrupted at 50% · resumes on the next run")
        let screen = builder.screen(for: [left, entry(2, state: .queued)], now: now, runActive: false)
        #expect(screen.heading == "Downloads · 1 queued · 1 interrupted")
        #expect(screen.fraction == nil)
        #expect(screen.progressLabel == "2 to download · press r to start")
    }

    @Test func theScreenAddsUpTheRun() {
        let entries = [
            entry(1, state: .done, received: 29_400_000),
            entry(2, state: .downloading, received: 14_700_000, startedSecondsAgo: 7),
            entry(3, state: .queued),
        ]
        let screen = builder.screen(for: entries, now: now, runActive: true)
        #expect(screen.heading == "Downloads · 1 queued · 1 downloading · 1 done")
        #expect(screen.fraction == 0.5)
        #expect(screen.progressLabel == "1 of 3 files · 44.1 MB of 88.2 MB · 2.1 MB/s")
        #expect(screen.rows.map(\.id) == entries.map(\.id))
    }

    @Test func textFromOutsideGoesThroughClean() {
        var hostile = entry(1, state: .failed, failure: "bad\u{1B}[2J")
        hostile.articleTitle = "Title\u{1B}]52;c;aGk=\u{07}"
        let row = builder.row(for: hostile, now: now, runActive: false)
        #expect(!row.title.contains("\u{1B}"))
        #expect(!row.stateText.contains("\u{1B}"))
    }

    @Test func longDownloadsShowHours() {
        let slow = entry(
            1, state: .downloading, received: 1_000_000, total: 4_000_000_000, startedSecondsAgo: 10)
        #expect(builder.row(for: slow, now: now, runActive: true).stateText.hasSuffix("11:06:30 left"))
    }
}
