public import ArticleLogic
public import DatabaseService
public import FoundationEssentials
public import LibraryModelLogic

/// `DownloadsManaging` on the library's SQLite database, through `DownloadsStore`: the queue
/// survives restarts, and queueing reads the articles in the same unit of work, through
/// `ArticleTables`. The app migrates `DownloadsSchema` when it opens the library.
public struct StoredDownloads: DownloadsManaging {
    private let database: Database
    private let articles: any ArticleTables
    private let now: @Sendable () -> Date

    public init(database: Database, articles: any ArticleTables, now: @escaping @Sendable () -> Date) {
        self.database = database
        self.articles = articles
        self.now = now
    }

    public func entries() async throws(DownloadsError) -> [DownloadEntry] {
        try await access { try await database.read { try DownloadsStore().entries(on: $0) } }
    }

    public func queue(_ ids: [ArticleID]) async throws(DownloadsError) -> QueueOutcome {
        let date = now()
        let tables = articles
        let result: Result<QueueOutcome, DownloadsError> = try await access {
            try await database.unitOfWork { work in
                let connection = work.connection
                let store = DownloadsStore()
                var articles: [Article] = []
                for id in ids {
                    guard let article = try tables.article(id, in: work) else {
                        return .failure(.unknownArticle(id))
                    }
                    articles.append(article)
                }
                var outcome = QueueOutcome()
                var taken = try store.fileNames(on: connection)
                for article in articles {
                    if article.enclosures.isEmpty { outcome.withoutEnclosures.append(article.id) }
                    for enclosure in article.enclosures {
                        if let existing = try store.entry(url: enclosure.url, on: connection) {
                            if !outcome.entries.contains(where: { $0.id == existing.id }) {
                                outcome.alreadyQueued.append(existing)
                            }
                            continue
                        }
                        let name = DownloadFileNames.unique(for: enclosure.url, taken: taken)
                        taken.insert(name)
                        outcome.added.append(
                            try store.insert(
                                article: article, enclosure: enclosure, fileName: name, at: date,
                                on: connection))
                    }
                }
                return .success(outcome)
            }
        }
        return try result.get()
    }

    public func requeueInterrupted() async throws(DownloadsError) -> Int {
        try await access { try await database.write { try DownloadsStore().requeueInterrupted(on: $0) } }
    }

    public func start(_ id: DownloadID, resumedFrom: Int64, at date: Date) async throws(DownloadsError) {
        try await access {
            try await database.write {
                try DownloadsStore().start(id, resumedFrom: resumedFrom, at: date, on: $0)
            }
        }
    }

    public func progress(_ id: DownloadID, received: Int64, total: Int64?) async throws(DownloadsError) {
        try await access {
            try await database.write {
                try DownloadsStore().progress(id, received: received, total: total, on: $0)
            }
        }
    }

    public func finish(_ id: DownloadID, file: URL, bytes: Int64, at date: Date) async throws(DownloadsError)
    {
        try await access {
            try await database.write {
                try DownloadsStore().finish(id, file: file, bytes: bytes, at: date, on: $0)
            }
        }
    }

    public func fail(_ id: DownloadID, reason: String, received: Int64, at date: Date)
        async throws(DownloadsError)
    {
        try await access {
            try await database.write {
                try DownloadsStore().fail(id, reason: reason, received: received, at: date, on: $0)
            }
        }
    }

    public func remove(_ id: DownloadID) async throws(DownloadsError) {
        let removed = try await access {
            try await database.write { try DownloadsStore().delete(id, on: $0) }
        }
        guard removed else { throw .unknownEntry(id) }
    }

    public func clearFinished() async throws(DownloadsError) -> Int {
        try await access { try await database.write { try DownloadsStore().deleteFinished(on: $0) } }
    }

    @discardableResult
    private func access<T>(_ work: () async throws -> T) async throws(DownloadsError) -> T {
        do {
            return try await work()
        } catch {
            throw .storage(.caused(by: error))
        }
    }
}
