import ArticleLogic
import DownloadsLogic
import Foundation
import LibraryModelLogic
import Testing

@Suite struct Queueing {
    @Test
    func queuesEveryEnclosureOfTheArticlesOnce() async throws {
        let (queue, ids) = try await makeQueue()
        let first = try await queue.queue([ids[0], ids[2], ids[3]])
        #expect(first.added.map(\.fileName) == ["episode.mp3", "a.jpg", "b.jpg"])
        #expect(first.withoutEnclosures == [ids[3]])
        #expect(first.added.allSatisfy { $0.state == .queued && $0.bytesReceived == 0 })
        #expect(first.added[0].articleTitle == "Episode 1")
        #expect(first.added[0].feedTitle == "Show")
        #expect(first.added[0].totalBytes == 1200)

        let again = try await queue.queue([ids[0], ids[1]])
        #expect(again.alreadyQueued.map(\.fileName) == ["episode.mp3"])
        #expect(again.added.map(\.fileName) == ["episode (2).mp3"], "a second episode.mp3 gets its own name")
        #expect(again.added[0].totalBytes == nil, "a length of 0 means unknown")
        #expect(
            try await queue.entries().map(\.fileName) == ["episode.mp3", "a.jpg", "b.jpg", "episode (2).mp3"])
    }

    @Test
    func anUnknownArticleQueuesNothing() async throws {
        let (queue, ids) = try await makeQueue()
        await #expect(throws: DownloadsError.unknownArticle(ArticleID(999))) {
            try await queue.queue([ids[0], ArticleID(999)])
        }
        #expect(try await queue.entries().isEmpty)
    }

    @Test
    func aRunMovesEntriesThroughTheirStates() async throws {
        let (queue, ids) = try await makeQueue()
        let entry = try #require(try await queue.queue([ids[0]]).added.first)
        let later = testNow.addingTimeInterval(10)
        try await queue.start(entry.id, resumedFrom: 200, at: testNow)
        try await queue.progress(entry.id, received: 700, total: 1500)
        var stored = try #require(try await queue.entries().first)
        #expect(stored.state == .downloading)
        #expect(stored.attempts == 1)
        #expect(stored.resumedFrom == 200)
        #expect(stored.bytesReceived == 700)
        #expect(stored.totalBytes == 1500)
        #expect(stored.fraction == 700.0 / 1500.0)
        #expect(stored.rate(now: later) == 50)
        #expect(stored.secondsRemaining(now: later) == 16)

        try await queue.fail(entry.id, reason: "the server hung up", received: 800, at: later)
        stored = try #require(try await queue.entries().first)
        #expect(stored.state == .failed)
        #expect(stored.failure == "the server hung up")
        #expect(stored.isPending)

        let file = URL(fileURLWithPath: "/downloads/episode.mp3")
        try await queue.start(entry.id, resumedFrom: 800, at: later)
        try await queue.finish(entry.id, file: file, bytes: 1500, at: later)
        stored = try #require(try await queue.entries().first)
        #expect(stored.state == .done)
        #expect(stored.file == file)
        #expect(stored.failure == nil)
        #expect(stored.attempts == 2)
        #expect(stored.fraction == 1)
        #expect(!stored.isPending)
    }

    @Test
    func interruptedEntriesGoBackInTheQueueWithWhatTheyReceived() async throws {
        let (queue, ids) = try await makeQueue()
        let entries = try await queue.queue([ids[0], ids[2]]).added
        try await queue.start(entries[0].id, resumedFrom: 0, at: testNow)
        try await queue.progress(entries[0].id, received: 600, total: 1200)
        try await queue.start(entries[1].id, resumedFrom: 0, at: testNow)
        try await queue.finish(entries[1].id, file: URL(fileURLWithPath: "/d/a.jpg"), bytes: 10, at: testNow)
        #expect(try await queue.requeueInterrupted() == 1)
        let states = try await queue.entries().map {
            "\($0.fileName) \($0.state.rawValue) \($0.bytesReceived)"
        }
        #expect(states == ["episode.mp3 queued 600", "a.jpg done 10", "b.jpg queued 0"])
    }

    @Test
    func clearingRemovesOnlyFinishedEntries() async throws {
        let (queue, ids) = try await makeQueue()
        let entries = try await queue.queue([ids[2]]).added
        try await queue.finish(entries[0].id, file: URL(fileURLWithPath: "/d/a.jpg"), bytes: 10, at: testNow)
        #expect(try await queue.clearFinished() == 1)
        #expect(try await queue.entries().map(\.fileName) == ["b.jpg"])
        try await queue.remove(entries[1].id)
        #expect(try await queue.entries().isEmpty)
        await #expect(throws: DownloadsError.unknownEntry(entries[1].id)) {
            try await queue.remove(entries[1].id)
        }
    }

    @Test
    func recordingARemovedEntryIsNotAnError() async throws {
        let (queue, ids) = try await makeQueue()
        let entry = try #require(try await queue.queue([ids[0]]).added.first)
        try await queue.remove(entry.id)
        try await queue.progress(entry.id, received: 5, total: nil)
        try await queue.finish(entry.id, file: URL(fileURLWithPath: "/d/x"), bytes: 5, at: testNow)
        #expect(try await queue.entries().isEmpty)
    }

    @Test func theQueueOutlivesTheProcess() async throws {
        let file = scratchFile()
        let (queue, ids) = try await makeQueue(file: file)
        let queued = try await queue.queue([ids[0]]).added
        let database = try await openDatabase(at: file)
        let reopened = StoredDownloads(
            database: database,
            articles: StoredArticles(database: database, subscriptions: FixedSubscriptionFacts()),
            now: { testNow })
        #expect(try await reopened.entries() == queued)
    }
}

@Suite struct FileNames {
    @Test func namesAreMadeUniqueBeforeTheExtension() {
        let url = link("https://x.example/a/episode.mp3?token=1")
        #expect(DownloadFileNames.unique(for: url, taken: []) == "episode.mp3")
        #expect(DownloadFileNames.unique(for: url, taken: ["episode.mp3"]) == "episode (2).mp3")
        #expect(
            DownloadFileNames.unique(for: url, taken: ["episode.mp3", "episode (2).mp3"]) == "episode (3).mp3"
        )
        #expect(
            DownloadFileNames.unique(for: link("https://x.example/notes"), taken: ["notes"]) == "notes (2)")
        #expect(DownloadFileNames.unique(for: link("https://x.example/../.."), taken: []) == "download")
    }
}
