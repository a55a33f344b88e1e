import DownloadsLogic
import DownloadsUI
import Foundation
import LibraryModelLogic
import LoopbackServerService
import TerminalUI
import Testing

/// What the view model turns outcomes into: report lines, messages and JSON.
@MainActor @Suite(.timeLimit(.minutes(1))) struct DownloadsViewModelTests {
    @Test func queueingReportsEachEntryAndEachArticleWithoutEnclosures() async throws {
        let bench = try await DownloadsBench(episodes: [
            ("/q.mp3", LoopbackResponse(status: 200, body: episode(10)))
        ])
        defer { bench.remove() }
        let viewModel = DownloadsViewModel(useCase: DownloadsUseCase(dependencies: bench.dependencies))

        let first = try await viewModel.queue(bench.articles).get()
        let again = try await viewModel.queue(bench.articles).get()

        #expect(DownloadQueueViewModel.lines(for: first) == ["queued q.mp3 (Episode 1)"])
        #expect(DownloadQueueViewModel.lines(for: again) == ["already queued: q.mp3 (Episode 1)"])
        let json = try viewModel.jsonOutput(again)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect((object["queued"] as? [Any])?.isEmpty == true)
        #expect((object["alreadyQueued"] as? [[String: Any]])?.first?["fileName"] as? String == "q.mp3")
    }

    @Test func anUnknownArticleIsAUsageError() async throws {
        let bench = try await DownloadsBench(episodes: [
            ("/u.mp3", LoopbackResponse(status: 200, body: episode(10)))
        ])
        defer { bench.remove() }
        let screen = DownloadQueueViewController(
            articles: [ArticleID(999)],
            viewModel: DownloadsViewModel(useCase: DownloadsUseCase(dependencies: bench.dependencies)))
        await screen.load()
        #expect(screen.failure?.exitStatus == 64)
        #expect(screen.failure?.message.contains("999") == true)
    }

    @Test func clearingDoneSaysHowManyWentAndKeepsTheFiles() async throws {
        let bench = try await DownloadsBench(episodes: [
            ("/c.mp3", LoopbackResponse(status: 200, body: episode(700)))
        ])
        defer { bench.remove() }
        let viewModel = DownloadsViewModel(useCase: DownloadsUseCase(dependencies: bench.dependencies))
        _ = try await viewModel.queue(bench.articles).get()
        #expect(await viewModel.run() == nil)

        #expect(
            try await viewModel.clearFinished().get()
                == "removed 1 finished entry from the queue; the files stay")
        #expect(try await bench.downloads.entries().isEmpty)
        #expect(
            FileManager.default.fileExists(
                atPath: bench.dependencies.folder.appendingPathComponent("c.mp3").path))
        #expect(viewModel.useCase.entries.isEmpty)
    }
}
