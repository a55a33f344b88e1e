import DownloadService
import DownloadsLogic
import DownloadsUI
import ExitCodeUI
import Foundation
import LoopbackServerService
import NavigationUI
import TerminalUI
import Testing

/// The use case against the in-memory queue, the real downloader and a loopback server.
@MainActor @Suite(.timeLimit(.minutes(1))) struct DownloadsUseCaseTests {
    @Test func aRunDownloadsTheQueueAndShowsItThroughTheController() async throws {
        let first = episode(120_000)
        let second = episode(3_000)
        let bench = try await DownloadsBench(episodes: [
            ("/one.mp3", LoopbackResponse(status: 200, body: first)),
            ("/two.mp3", LoopbackResponse(status: 200, body: second)),
        ])
        defer { bench.remove() }
        let screen = bench.screen()
        let useCase = screen.viewModel.useCase
        _ = try await useCase.queue(bench.articles)

        let summary = try await useCase.run()

        #expect(summary.downloaded.count == 2)
        #expect(summary.succeeded)
        #expect(summary.bytes == 123_000)
        #expect(try Data(contentsOf: bench.dependencies.folder.appendingPathComponent("one.mp3")) == first)
        #expect(try Data(contentsOf: bench.dependencies.folder.appendingPathComponent("two.mp3")) == second)
        let stored = try await bench.downloads.entries()
        #expect(stored.map(\.state) == [.done, .done])
        #expect(useCase.entries == stored)
        #expect(!useCase.runActive, "the lock is free once the run ends")
        #expect(screen.viewModel.bean?.heading == "Downloads · 2 done")
    }

    @Test func aRunResumesThePartAnEarlierRunLeft() async throws {
        let body = episode(50_000)
        let bench = try await DownloadsBench(episodes: [
            ("/long.mp3", LoopbackResponse(status: 200, body: body, acceptsRanges: true))
        ])
        defer { bench.remove() }
        let useCase = DownloadsUseCase(dependencies: bench.dependencies)
        let entry = try #require(try await useCase.queue(bench.articles).added.first)
        try await bench.downloads.start(entry.id, resumedFrom: 0, at: testNow)
        try await bench.downloads.progress(entry.id, received: 20_000, total: 50_000)
        try FileManager.default.createDirectory(
            at: bench.dependencies.folder, withIntermediateDirectories: true)
        try body.prefix(20_000).write(to: bench.dependencies.folder.appendingPathComponent("long.mp3.part"))
        try await useCase.load()
        #expect(try useCase.viewModelJSONState() == "interrupted", "no run holds the lock")

        let summary = try await useCase.run()

        #expect(summary.requeued == 1)
        #expect(summary.resumed == [entry.id])
        #expect(summary.bytes == 30_000)
        #expect(bench.server.requests(to: "/long.mp3").last?.header("Range") == "bytes=20000-")
        #expect(try Data(contentsOf: bench.dependencies.folder.appendingPathComponent("long.mp3")) == body)
    }

    @Test func aFileAlreadyInTheFolderAtFullSizeIsNotFetchedAgain() async throws {
        let bench = try await DownloadsBench(episodes: [
            ("/again.mp3", LoopbackResponse(status: 200, body: episode(900)))
        ])
        defer { bench.remove() }
        let useCase = DownloadsUseCase(dependencies: bench.dependencies)
        _ = try await useCase.queue(bench.articles)
        _ = try await useCase.run()
        #expect(try await useCase.clearFinished() == 1)
        _ = try await useCase.queue(bench.articles)

        let summary = try await useCase.run()

        #expect(summary.downloaded.count == 1)
        #expect(bench.server.requests(to: "/again.mp3").count == 1, "only the first run fetched it")
        #expect(try await bench.downloads.entries().map(\.state) == [.done])
    }

    @Test func aSecondRunIsRefusedWhileOneHoldsTheQueue() async throws {
        let bench = try await DownloadsBench(episodes: [
            ("/a.mp3", LoopbackResponse(status: 200, body: episode(10)))
        ])
        defer { bench.remove() }
        let holder = try DownloadRunLock.acquire(bench.dependencies.lockFile)
        let useCase = DownloadsUseCase(dependencies: bench.dependencies)
        #expect(useCase.runActive)

        await #expect(throws: DownloadsFailure.download(.busy(lockPath: bench.dependencies.lockFile.path))) {
            _ = try await useCase.run()
        }
        #expect(DownloadsFailure.download(.busy(lockPath: "x")).exitCode == .unavailable)
        holder.release()
        #expect(!useCase.runActive)
    }

    @Test func aFailedDownloadIsRecordedWithItsReasonAndTheOthersGoOn() async throws {
        let bench = try await DownloadsBench(episodes: [
            ("/gone.mp3", LoopbackResponse.status(404)),
            ("/fine.mp3", LoopbackResponse(status: 200, body: episode(2_000))),
        ])
        defer { bench.remove() }
        let screen = bench.screen(.run)
        _ = try await screen.viewModel.useCase.queue(bench.articles)

        await screen.load()

        #expect(screen.failure == nil)
        #expect(screen.exitStatus == 1, "a one-shot --run exits 1 when a download failed")
        let entries = try await bench.downloads.entries()
        #expect(entries.map(\.state) == [.failed, .done])
        #expect(entries[0].failure?.contains("404") == true)
        #expect(screen.viewModel.runMessage.hasPrefix("downloaded 1 file (2 kB) · 1 failed: "))
    }

    @Test func playingHandsTheFinishedFileToThePlayer() async throws {
        let bench = try await DownloadsBench(episodes: [
            ("/p.mp3", LoopbackResponse(status: 200, body: episode(500)))
        ])
        defer { bench.remove() }
        let record = try bench.installPlayer()
        let useCase = DownloadsUseCase(dependencies: bench.dependencies)
        let entry = try #require(try await useCase.queue(bench.articles).added.first)
        await #expect(throws: DownloadsFailure.notDownloaded(entry.id)) { try await useCase.play(entry.id) }

        _ = try await useCase.run()
        try await useCase.play(entry.id)

        let arguments = try Data(contentsOf: record).split(separator: 0).map {
            String(decoding: $0, as: UTF8.self)
        }
        #expect(arguments == [bench.dependencies.folder.appendingPathComponent("p.mp3").path])
    }

    @Test func theUseCaseDoesNotKeepItsScreenAlive() async throws {
        let bench = try await DownloadsBench(episodes: [
            ("/w.mp3", LoopbackResponse(status: 200, body: episode(10)))
        ])
        defer { bench.remove() }
        var screen: DownloadsViewController? = bench.screen()
        weak let viewModel = screen?.viewModel
        let useCase = try #require(screen?.viewModel.useCase)
        try await useCase.load()
        #expect(viewModel?.bean != nil)
        screen = nil
        #expect(viewModel == nil)
        // A load once the screen is gone shows nothing and fails nothing.
        try await useCase.load()
    }
}

extension DownloadsUseCase {
    /// The `state` the JSON output gives the first entry.
    fileprivate func viewModelJSONState() throws -> String? {
        let json = try DownloadsViewModel(useCase: self).jsonOutput()
        let objects = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]]
        return objects?.first?["state"] as? String
    }
}
