public import FoundationEssentials
public import HTTPService

/// `SyncServer` for the Fever API (`…?api`): every call POSTs `api_key`, the MD5 of
/// "user:password" in hex, and answers `auth: 1` when the key is right. Fever has no call to
/// subscribe or unsubscribe, and marks one item per call.
public final class FeverServer: SyncServer {
    /// The items Fever returns for one `items` call.
    static let pageSize = 50
    /// `mark` calls in flight at once.
    static let markConcurrency = 8
    /// The most `with_ids` calls a full page may lead to before ids count as sparse.
    static let maxWindows = 400

    public var kind: SyncServerKind { .fever }
    private let exchange: SyncExchange
    private let endpoint: URL
    private let apiKey: String

    public init(login: SyncServerLogin, client: any HTTPClient) throws(SyncServerError) {
        exchange = SyncExchange(client: client, kind: .fever, url: login.url)
        endpoint = login.url
        guard let key = MD5.hex(of: "\(login.user):\(login.password)") else {
            throw .unsupported(
                operation: "log in: libcrypto.so.3 (OpenSSL) could not be loaded for its MD5 key",
                api: "Fever")
        }
        apiKey = key
    }

    public func logIn() async throws(SyncServerError) {
        _ = try await call([])
    }

    public func subscriptions() async throws(SyncServerError) -> [RemoteFeed] {
        let feeds = try await call(["feeds"])
        let groups = try await call(["groups"])
        var groupNames: [Int64: String] = [:]
        for group in groups.objects("groups") ?? [] {
            if let id = group.int("id"), let title = group.string("title") { groupNames[id] = title }
        }
        var categories: [Int64: [String]] = [:]
        for membership in feeds.objects("feeds_groups") ?? groups.objects("feeds_groups") ?? [] {
            guard let group = membership.int("group_id").flatMap({ groupNames[$0] }) else { continue }
            for feed in membership.ids("feed_ids") ?? [] { categories[feed, default: []].append(group) }
        }
        return (feeds.objects("feeds") ?? []).compactMap { feed in
            guard let id = feed.int("id"), let url = feed.webURL("url") else { return nil }
            return RemoteFeed(
                id: id, title: feed.string("title") ?? url.absoluteString, url: url,
                siteURL: feed.webURL("site_url"), categories: (categories[id] ?? []).sorted())
        }
    }

    /// Fever asks for `items&since_id=` with the highest id held, and promises 50 items above
    /// it. Not every server returns the lowest 50 (coldsweat returns any 50), so a full page
    /// is not trusted when ids are dense: the ids from `after` up to the highest seen are then
    /// asked for by name, 50 consecutive ids per `with_ids` call, and `since_id` is asked again
    /// above them, until a page comes back less than full. A short page holds every item above
    /// its `since_id`.
    public func articles(after: RemoteArticleID?, from cursor: RemotePageCursor?)
        async throws(SyncServerError)
        -> RemoteArticlePage
    {
        let floor = after ?? 0
        guard let cursor else { return try await itemsAbove(floor, windowsFrom: floor) }
        if cursor.position >= cursor.bound {
            return try await itemsAbove(cursor.bound, windowsFrom: cursor.bound)
        }
        let window = (cursor.position + 1)...min(cursor.position + Int64(Self.pageSize), cursor.bound)
        let answer = try await call(["items", "with_ids=\(window.commaSeparated)"])
        let items = (answer.objects("items") ?? []).compactMap(Self.article)
        let bound = max(cursor.bound, items.map(\.id).max() ?? 0)
        return RemoteArticlePage(
            articles: items, next: RemotePageCursor(position: window.upperBound, bound: bound))
    }

    /// The items above `since`; when the page is full, the next pages ask by id from `start`.
    /// Asking by id needs ids that are dense (coldsweat numbers items 1, 2, 3…); where they are
    /// not (FreshRSS's are microsecond times), more than `maxWindows` calls would cover the gap,
    /// and the server is trusted to keep the API's promise instead: the next page is `since_id`
    /// of the highest id seen.
    private func itemsAbove(_ since: Int64, windowsFrom start: Int64) async throws(SyncServerError)
        -> RemoteArticlePage
    {
        let answer = try await call(["items", "since_id=\(since)"])
        let items = (answer.objects("items") ?? []).compactMap(Self.article)
        guard items.count >= Self.pageSize, let highest = items.map(\.id).max(), highest > since else {
            return RemoteArticlePage(articles: items, next: nil)
        }
        if highest.subtractingReportingOverflow(start).partialValue > Int64(Self.pageSize * Self.maxWindows) {
            return RemoteArticlePage(
                articles: items, next: RemotePageCursor(position: highest, bound: highest))
        }
        return RemoteArticlePage(articles: items, next: RemotePageCursor(position: start, bound: highest))
    }

    /// Fever has no per-feed counts; its id lists are one call each instead.
    public func stateCounts() async throws(SyncServerError) -> [RemoteFeedID: RemoteFeedCounts]? { nil }

    /// Every feed's: Fever's list cannot be asked for per feed.
    public func unreadArticleIDs(in feeds: [RemoteFeedID]?) async throws(SyncServerError) -> Set<
        RemoteArticleID
    > {
        try await idList("unread_item_ids")
    }

    /// Every feed's, as above.
    public func starredArticleIDs(in feeds: [RemoteFeedID]?) async throws(SyncServerError) -> Set<
        RemoteArticleID
    > {
        try await idList("saved_item_ids")
    }

    /// `items&with_ids=`, `pageSize` ids at a time: it answers only the items the server has.
    public func existingArticles(among ids: [RemoteArticleID]) async throws(SyncServerError) -> Set<
        RemoteArticleID
    > {
        var existing: Set<RemoteArticleID> = []
        for batch in ids.batches(of: Self.pageSize) {
            let answer = try await call(["items", "with_ids=\(batch.commaSeparated)"])
            for item in answer.objects("items") ?? [] { if let id = item.int("id") { existing.insert(id) } }
        }
        return existing
    }

    public func apply(_ change: RemoteStateChange, to ids: [RemoteArticleID]) async throws(SyncServerError) {
        let state =
            switch change {
            case .read: "read"
            case .unread: "unread"
            case .star: "saved"
            case .unstar: "unsaved"
            }
        for batch in ids.batches(of: Self.markConcurrency) { try await markAll(Array(batch), as: state) }
    }

    public func subscribe(to url: URL, category: String?) async throws(SyncServerError) -> RemoteFeedID? {
        throw .unsupported(operation: "subscribe to a feed", api: "Fever")
    }

    public func unsubscribe(from feed: RemoteFeedID) async throws(SyncServerError) {
        throw .unsupported(operation: "unsubscribe from a feed", api: "Fever")
    }

    // MARK: - Calls

    /// Marks each of `ids` concurrently; the first failure is thrown once all have ended. A mark
    /// of an item the server no longer has counts as done.
    private func markAll(_ ids: [RemoteArticleID], as state: String) async throws(SyncServerError) {
        let failures = await withTaskGroup(of: SyncServerError?.self) { group in
            for id in ids {
                group.addTask { () async -> SyncServerError? in
                    do throws(SyncServerError) {
                        _ = try await self.call(
                            [], form: [("mark", "item"), ("as", state), ("id", String(id))])
                        return nil
                    } catch {
                        // A server answers an error (coldsweat: 404) to a mark of an item it
                        // purged. When it says it no longer has the item, nothing is left to
                        // change there, and the change is done.
                        let existing = try? await self.existingArticles(among: [id])
                        return existing.map { !$0.contains(id) } == true ? nil : error
                    }
                }
            }
            var failures: [SyncServerError] = []
            for await failure in group { if let failure { failures.append(failure) } }
            return failures
        }
        if let first = failures.first { throw first }
    }

    private func idList(_ name: String) async throws(SyncServerError) -> Set<RemoteArticleID> {
        let answer = try await call([name])
        guard let ids = answer.ids(name) else {
            throw .unexpectedAnswer(server: exchange.server, reason: "an answer without \(name)")
        }
        return ids
    }

    /// POSTs the key (and `form`) to `?api&` followed by `arguments`, and checks `auth`.
    private func call(_ arguments: [String], form: [(name: String, value: String)] = [])
        async throws(SyncServerError) -> JSONFields
    {
        let answer = try await exchange.post(
            url(arguments), body: .form([("api_key", apiKey)] + form))
        guard let auth = answer.int("auth") else {
            throw .unexpectedAnswer(server: exchange.server, reason: "JSON without the API's auth field")
        }
        guard auth == 1 else { throw .loginRefused(server: exchange.server) }
        return answer
    }

    private func url(_ arguments: [String]) -> URL {
        var components = URLComponents(url: endpoint, resolvingAgainstBaseURL: false)
        let existing = components?.percentEncodedQuery.map { $0.isEmpty ? [] : [$0] } ?? []
        let query = (existing.contains("api") ? existing : existing + ["api"]) + arguments
        components?.percentEncodedQuery = query.joined(separator: "&")
        return components?.url ?? endpoint
    }

    private static func article(_ item: JSONFields) -> RemoteArticle? {
        guard let id = item.int("id"), let feed = item.int("feed_id") else { return nil }
        let created = item.date("created_on_time")
        return RemoteArticle(
            id: id, feedID: feed, title: item.string("title"), link: item.webURL("url"),
            author: item.string("author").flatMap { $0.isEmpty ? nil : $0 }, html: item.string("html"),
            published: created, updated: created, isUnread: !(item.bool("is_read") ?? false),
            isStarred: item.bool("is_saved") ?? false)
    }
}
