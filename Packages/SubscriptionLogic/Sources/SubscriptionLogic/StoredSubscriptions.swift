public import ArticleLogic
public import DatabaseService
public import FeedParserService
public import FoundationEssentials
public import LibraryModelLogic
import OPMLService

/// `SubscriptionManaging` on the SQLite library, through `SubscriptionStore` and, for counts
/// and for removing or renaming a feed's articles in the same unit of work, `ArticleTables`.
public final class StoredSubscriptions: SubscriptionManaging {
    private let database: Database
    private let store = SubscriptionStore()
    private let articles: any ArticleTables
    private let locator: FeedLocator
    private let maxDocumentBytes: Int
    private let now: @Sendable () -> Date

    public init(
        database: Database, articles: any ArticleTables, fetcher: any FeedFetching,
        parserLimits: FeedParserLimits, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.database = database
        self.articles = articles
        self.locator = FeedLocator(fetcher: fetcher, parserLimits: parserLimits)
        self.maxDocumentBytes = parserLimits.maxDocumentBytes
        self.now = now
    }

    public func feeds() async throws(SubscriptionError) -> [Feed] {
        let store = store
        let articles = articles
        return try await access {
            try await self.database.snapshot { work in
                let counts = try articles.counts(in: work)
                return FeedReference.sorted(
                    try store.feeds(on: work.connection).map { Self.counted($0, counts) })
            }
        }
    }

    public func feed(_ id: FeedID) async throws(SubscriptionError) -> Feed {
        let store = store
        let articles = articles
        let found = try await access {
            try await self.database.snapshot { work in
                try store.feed(id, on: work.connection).map {
                    Self.counted($0, try articles.counts(in: work))
                }
            }
        }
        guard let found else { throw .notFound(id.description) }
        return found
    }

    public func resolve(_ reference: String) async throws(SubscriptionError) -> Feed {
        try FeedReference.resolve(reference, among: try await feeds())
    }

    public func add(_ url: URL, tags: [String], fullText: Bool) async throws(SubscriptionError)
        -> AddOutcome
    {
        if let existing = try await followed(url) { throw .alreadySubscribed(url, existing: existing) }
        switch try await locator.locate(url) {
        case .candidates(let candidates):
            return .candidates(candidates)
        case .feed(let feedURL, let parsed):
            if let existing = try await followed(feedURL) {
                throw .alreadySubscribed(feedURL, existing: existing)
            }
            let store = store
            let tags = OPMLTranslation.mergedTags([], tags)
            let added = now()
            let id = try await access {
                try await self.database.write { connection in
                    try store.insert(
                        url: feedURL, sourceTitle: parsed.title, customTitle: nil, homeURL: parsed.homeURL,
                        tags: tags, fullText: fullText, addedAt: added, on: connection)
                }
            }
            return .added(try await feed(id))
        }
    }

    public func remove(_ id: FeedID) async throws(SubscriptionError) -> RemovalOutcome {
        let feed = try await feed(id)
        let store = store
        let articles = articles
        let (removed, kept) = try await access {
            try await self.database.unitOfWork { work in
                let outcome = try articles.removeArticles(of: id, in: work)
                try store.delete(id, on: work.connection)
                return outcome
            }
        }
        return RemovalOutcome(feed: feed, articlesRemoved: removed, starredKept: kept)
    }

    public func rename(_ id: FeedID, to title: String?) async throws(SubscriptionError) -> Feed {
        let current = try await feed(id)
        let custom = title.flatMap(Tag.normalized)
        var renamed = current
        renamed.customTitle = custom
        let display = renamed.displayTitle
        let store = store
        let articles = articles
        try await access {
            try await self.database.unitOfWork { work in
                try store.setCustomTitle(custom, of: id, on: work.connection)
                try articles.renameFeed(id, title: display, in: work)
            }
        }
        return try await feed(id)
    }

    public func setHidden(_ id: FeedID, _ hidden: Bool) async throws(SubscriptionError) -> Feed {
        _ = try await feed(id)
        let store = store
        try await access { try await self.database.write { try store.setHidden(hidden, of: id, on: $0) } }
        return try await feed(id)
    }

    public func setKeepsFullText(_ id: FeedID, _ keeps: Bool) async throws(SubscriptionError) -> Feed {
        _ = try await feed(id)
        let store = store
        try await access { try await self.database.write { try store.setFullText(keeps, of: id, on: $0) } }
        return try await feed(id)
    }

    @discardableResult
    public func changeSetting(_ id: FeedID, _ change: FeedSettingChange) async throws(SubscriptionError)
        -> Feed
    {
        _ = try await feed(id)
        let store = store
        try await access { try await self.database.write { try store.apply(change, to: id, on: $0) } }
        return try await feed(id)
    }

    public func tag(_ id: FeedID, with tag: String) async throws(SubscriptionError) -> Feed {
        guard let name = Tag.normalized(tag) else { throw .invalidName("a tag needs a name") }
        _ = try await feed(id)
        let store = store
        try await access { try await self.database.write { try store.addTag(name, to: id, on: $0) } }
        return try await feed(id)
    }

    public func untag(_ id: FeedID, tag: String) async throws(SubscriptionError) -> Feed {
        let current = try await feed(id)
        guard let name = current.tags.first(where: { Tag.same($0, tag) }) else {
            throw .invalidName("feed \(id) has no tag '\(tag)'")
        }
        let store = store
        try await access { try await self.database.write { try store.removeTag(name, from: id, on: $0) } }
        return try await feed(id)
    }

    public func tags() async throws(SubscriptionError) -> [Tag] {
        let store = store
        return try await access { try await self.database.read { try store.tags(on: $0) } }
    }

    public func importOPML(_ data: Data, addresses: ImportedAddresses) async throws(SubscriptionError)
        -> ImportReport
    {
        let document = try OPMLImport.read(data, maxBytes: maxDocumentBytes)
        let store = store
        let added = now()
        let (ids, skipped, failed) = try await access {
            try await self.database.write { connection in
                let plan = OPMLTranslation.plan(
                    document, followed: try store.normalizedURLs(on: connection), addresses: addresses)
                let ids = try plan.feeds.map { feed in
                    try store.insert(
                        url: feed.url, sourceTitle: feed.sourceTitle, customTitle: feed.customTitle,
                        homeURL: feed.homeURL, tags: feed.tags, settings: feed.settings, addedAt: added,
                        on: connection)
                }
                return (ids, plan.skipped, plan.failed)
            }
        }
        let all = try await feeds()
        return ImportReport(added: all.filter { ids.contains($0.id) }, skipped: skipped, failed: failed)
    }

    public func importOPML(file: URL) async throws(SubscriptionError) -> ImportReport {
        try await importOPML(try await locator.readLocalFile(file), addresses: .web)
    }

    public func exportOPML() async throws(SubscriptionError) -> Data {
        OPMLWriter.data(
            OPMLTranslation.document(for: try await feeds(), title: "Tidings subscriptions", created: now()))
    }

    // MARK: Helpers

    private func followed(_ url: URL) async throws(SubscriptionError) -> FeedID? {
        let store = store
        let key = FeedAddress.normalized(url)
        return try await access {
            try await self.database.read { try store.feedID(normalizedURL: key, on: $0) }
        }
    }

    static func counted(_ feed: Feed, _ counts: [FeedID: ArticleCounts]) -> Feed {
        var feed = feed
        feed.unreadCount = counts[feed.id]?.unread ?? 0
        feed.totalCount = counts[feed.id]?.total ?? 0
        return feed
    }

    /// Runs a database access, turning its errors into `SubscriptionError`.
    private func access<T>(_ work: () async throws -> T) async throws(SubscriptionError) -> T {
        do {
            return try await work()
        } catch let error as SubscriptionError {
            throw error
        } catch {
            throw .storage(.caused(by: error))
        }
    }
}

/// Reads an OPML file for import, mapping its errors.
enum OPMLImport {
    static func read(_ data: Data, maxBytes: Int) throws(SubscriptionError) -> OPMLDocument {
        do {
            return try OPMLReader(maxBytes: maxBytes).read(data)
        } catch {
            throw .invalidOPML(error)
        }
    }
}
