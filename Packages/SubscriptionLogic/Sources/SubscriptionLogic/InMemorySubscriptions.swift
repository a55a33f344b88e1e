public import ArticleLogic
import DatabaseService
public import FeedParserService
public import Foundation
public import LibraryModelLogic
import OPMLService

/// Which feeds carry which tag, in memory: the in-memory subscriptions write it and the
/// in-memory articles read it (`TagMembership`).
public actor InMemoryTagTable: TagMembership {
    private var table: [FeedID: [String]] = [:]

    public init() {}

    public func feeds(taggedWith tag: String) async throws(ArticleError) -> [FeedID] {
        table.filter { $0.value.contains { Tag.same($0, tag) } }.keys.sorted()
    }

    func set(_ tags: [String], for feed: FeedID) {
        table[feed] = tags.isEmpty ? nil : tags
    }
}

/// The default `SubscriptionManaging`: feeds held in memory, with the same rules as the stored
/// library (validation before saving, duplicates refused, OPML both ways). Its articles live in
/// an `InMemoryArticles`, which it shares.
public actor InMemorySubscriptions: SubscriptionManaging {
    private var stored: [FeedID: Feed] = [:]
    private var nextID: Int64 = 1
    private let articles: InMemoryArticles
    private let tagTable: InMemoryTagTable
    private let locator: FeedLocator
    private let maxDocumentBytes: Int
    private let now: @Sendable () -> Date

    public init(
        articles: InMemoryArticles, tags: InMemoryTagTable, fetcher: any FeedFetching,
        parserLimits: FeedParserLimits,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.articles = articles
        self.tagTable = tags
        self.locator = FeedLocator(fetcher: fetcher, parserLimits: parserLimits)
        self.maxDocumentBytes = parserLimits.maxDocumentBytes
        self.now = now
    }

    public func feeds() async throws(SubscriptionError) -> [Feed] {
        let counts = try await articleCounts()
        return FeedReference.sorted(stored.values.map { StoredSubscriptions.counted($0, counts) })
    }

    public func feed(_ id: FeedID) async throws(SubscriptionError) -> Feed {
        guard let feed = stored[id] else { throw .notFound(id.description) }
        return StoredSubscriptions.counted(feed, try await articleCounts())
    }

    public func resolve(_ reference: String) async throws(SubscriptionError) -> Feed {
        try FeedReference.resolve(reference, among: try await feeds())
    }

    public func add(_ url: URL, tags: [String]) async throws(SubscriptionError) -> AddOutcome {
        if let existing = followed(url) { throw .alreadySubscribed(url, existing: existing) }
        switch try await locator.locate(url) {
        case .candidates(let candidates):
            return .candidates(candidates)
        case .feed(let feedURL, let parsed):
            if let existing = followed(feedURL) { throw .alreadySubscribed(feedURL, existing: existing) }
            let id = await insert(
                PlannedFeed(
                    url: feedURL, sourceTitle: parsed.title, customTitle: nil, homeURL: parsed.homeURL,
                    tags: OPMLTranslation.mergedTags([], tags)))
            return .added(try await feed(id))
        }
    }

    /// Follows a feed without fetching it, as an import does; for seeding a library.
    @discardableResult
    public func insert(_ planned: PlannedFeed) async -> FeedID {
        let id = FeedID(nextID)
        nextID += 1
        stored[id] = Feed(
            id: id, url: planned.url, customTitle: planned.customTitle, sourceTitle: planned.sourceTitle,
            homeURL: planned.homeURL, tags: planned.tags.sorted(), addedAt: now())
        await tagTable.set(planned.tags, for: id)
        return id
    }

    /// Records the title and site a feed gives itself, as a refresh finds them.
    public func setSource(title: String?, homeURL: URL?, of id: FeedID) {
        if let title { stored[id]?.sourceTitle = title }
        if let homeURL { stored[id]?.homeURL = homeURL }
    }

    public func remove(_ id: FeedID) async throws(SubscriptionError) -> RemovalOutcome {
        let feed = try await feed(id)
        let starred = try await starredCount(of: id)
        let removed = await articles.removeArticles(of: id)
        stored[id] = nil
        await tagTable.set([], for: id)
        return RemovalOutcome(feed: feed, articlesRemoved: removed, starredKept: starred)
    }

    public func rename(_ id: FeedID, to title: String?) async throws(SubscriptionError) -> Feed {
        guard var feed = stored[id] else { throw .notFound(id.description) }
        feed.customTitle = title.flatMap(Tag.normalized)
        stored[id] = feed
        await articles.renameFeed(id, title: feed.displayTitle)
        return try await self.feed(id)
    }

    public func tag(_ id: FeedID, with tag: String) async throws(SubscriptionError) -> Feed {
        guard let name = Tag.normalized(tag) else { throw .invalidName("a tag needs a name") }
        guard var feed = stored[id] else { throw .notFound(id.description) }
        let spelling = stored.values.flatMap(\.tags).first { Tag.same($0, name) } ?? name
        feed.tags = OPMLTranslation.mergedTags(feed.tags, [spelling]).sorted()
        stored[id] = feed
        await tagTable.set(feed.tags, for: id)
        return try await self.feed(id)
    }

    public func untag(_ id: FeedID, tag: String) async throws(SubscriptionError) -> Feed {
        guard var feed = stored[id] else { throw .notFound(id.description) }
        guard feed.tags.contains(where: { Tag.same($0, tag) }) else {
            throw .invalidName("feed \(id) has no tag '\(tag)'")
        }
        feed.tags.removeAll { Tag.same($0, tag) }
        stored[id] = feed
        await tagTable.set(feed.tags, for: id)
        return try await self.feed(id)
    }

    public func tags() async throws(SubscriptionError) -> [Tag] {
        var counts: [String: Int] = [:]
        for feed in stored.values {
            for tag in feed.tags {
                let key = counts.keys.first { Tag.same($0, tag) } ?? tag
                counts[key, default: 0] += 1
            }
        }
        return counts.map { Tag(name: $0.key, feedCount: $0.value) }.sorted {
            $0.name.localizedCaseInsensitiveCompare($1.name) == .orderedAscending
        }
    }

    public func importOPML(_ data: Data, addresses: ImportedAddresses) async throws(SubscriptionError)
        -> ImportReport
    {
        let document = try OPMLImport.read(data, maxBytes: maxDocumentBytes)
        let plan = OPMLTranslation.plan(
            document, followed: Set(stored.values.map { FeedAddress.normalized($0.url) }),
            addresses: addresses)
        var ids: [FeedID] = []
        for feed in plan.feeds { ids.append(await insert(feed)) }
        let all = try await feeds()
        return ImportReport(
            added: all.filter { ids.contains($0.id) }, skipped: plan.skipped, failed: plan.failed)
    }

    public func importOPML(file: URL) async throws(SubscriptionError) -> ImportReport {
        try await importOPML(try await locator.readLocalFile(file), addresses: .web)
    }

    public func exportOPML() async throws(SubscriptionError) -> Data {
        OPMLWriter.data(
            OPMLTranslation.document(for: try await feeds(), title: "Tidings subscriptions", created: now()))
    }

    // MARK: Helpers

    private func followed(_ url: URL) -> FeedID? {
        let key = FeedAddress.normalized(url)
        return stored.values.first { FeedAddress.normalized($0.url) == key }?.id
    }

    private func articleCounts() async throws(SubscriptionError) -> [FeedID: ArticleCounts] {
        do {
            return try await articles.counts()
        } catch .storage(let cause) {
            throw .storage(cause)
        } catch {
            throw .storage(.caused(by: error))
        }
    }

    private func starredCount(of id: FeedID) async throws(SubscriptionError) -> Int {
        try await articleCounts()[id]?.starred ?? 0
    }
}
