public import ArticleLogic
import DatabaseService
public import Foundation
public import LibraryModelLogic
import Synchronization

/// `DownloadsManaging` in memory, reading articles from any `ArticleReading`: the default
/// implementation, and the fake tests use.
public final class InMemoryDownloads: DownloadsManaging {
    private struct State {
        var entries: [DownloadEntry] = []
        var nextID: Int64 = 1
    }

    private let state = Mutex(State())
    private let articles: any ArticleReading
    private let now: @Sendable () -> Date

    public init(articles: any ArticleReading, now: @escaping @Sendable () -> Date) {
        self.articles = articles
        self.now = now
    }

    public func entries() async throws(DownloadsError) -> [DownloadEntry] {
        state.withLock { $0.entries }
    }

    public func queue(_ ids: [ArticleID]) async throws(DownloadsError) -> QueueOutcome {
        var found: [Article] = []
        for id in ids {
            do {
                found.append(try await articles.article(id))
            } catch .notFound {
                throw .unknownArticle(id)
            } catch .storage(let cause) {
                throw .storage(cause)
            } catch {
                throw .storage(.caused(by: error))
            }
        }
        let date = now()
        return state.withLock { state in
            var outcome = QueueOutcome()
            for article in found {
                if article.enclosures.isEmpty { outcome.withoutEnclosures.append(article.id) }
                for enclosure in article.enclosures {
                    if let existing = state.entries.first(where: { $0.url == enclosure.url }) {
                        if !outcome.entries.contains(where: { $0.id == existing.id }) {
                            outcome.alreadyQueued.append(existing)
                        }
                        continue
                    }
                    let entry = DownloadEntry(
                        id: DownloadID(state.nextID), articleID: article.id,
                        articleTitle: article.displayTitle,
                        feedTitle: article.feedTitle, url: enclosure.url, mimeType: enclosure.mimeType,
                        fileName: DownloadFileNames.unique(
                            for: enclosure.url, taken: Set(state.entries.map(\.fileName))),
                        totalBytes: enclosure.length.flatMap { $0 > 0 ? $0 : nil }, queuedAt: date)
                    state.nextID += 1
                    state.entries.append(entry)
                    outcome.added.append(entry)
                }
            }
            return outcome
        }
    }

    public func requeueInterrupted() async throws(DownloadsError) -> Int {
        state.withLock { state in
            let interrupted = state.entries.filter { $0.state == .downloading }.count
            state.entries = state.entries.map { $0.state == .downloading ? $0.requeued() : $0 }
            return interrupted
        }
    }

    public func start(_ id: DownloadID, resumedFrom: Int64, at date: Date) async throws(DownloadsError) {
        update(id) { $0.started(resumedFrom: resumedFrom, at: date) }
    }

    public func progress(_ id: DownloadID, received: Int64, total: Int64?) async throws(DownloadsError) {
        update(id) { $0.progressed(received: received, total: total) }
    }

    public func finish(_ id: DownloadID, file: URL, bytes: Int64, at date: Date) async throws(DownloadsError)
    {
        update(id) { $0.finished(file: file, bytes: bytes, at: date) }
    }

    public func fail(_ id: DownloadID, reason: String, received: Int64, at date: Date)
        async throws(DownloadsError)
    {
        update(id) { $0.failed(reason: reason, received: received, at: date) }
    }

    public func remove(_ id: DownloadID) async throws(DownloadsError) {
        let removed = state.withLock { state in
            let before = state.entries.count
            state.entries.removeAll { $0.id == id }
            return state.entries.count < before
        }
        guard removed else { throw .unknownEntry(id) }
    }

    public func clearFinished() async throws(DownloadsError) -> Int {
        state.withLock { state in
            let before = state.entries.count
            state.entries.removeAll { $0.state == .done }
            return before - state.entries.count
        }
    }

    /// Replaces the entry `id` by `change` of it, when it is still in the queue: a run may record
    /// an entry the reader removed meanwhile, and that is not an error.
    private func update(_ id: DownloadID, _ change: (DownloadEntry) -> DownloadEntry) {
        state.withLock { state in
            guard let index = state.entries.firstIndex(where: { $0.id == id }) else { return }
            state.entries[index] = change(state.entries[index])
        }
    }
}
