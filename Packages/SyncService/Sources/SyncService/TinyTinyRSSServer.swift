public import FoundationEssentials
public import HTTPService
import JSONService

/// `SyncServer` for Tiny Tiny RSS's JSON API (`…/api/`): a JSON object POSTed per call, with
/// the session id that `login` returned. A session the server forgot (`NOT_LOGGED_IN`) is
/// renewed once per call.
public final class TinyTinyRSSServer: SyncServer {
    /// The most headlines TT-RSS returns for one `getHeadlines` call.
    static let pageSize = 200
    /// Article ids per `updateArticle` call.
    static let updateBatchSize = 500

    public var kind: SyncServerKind { .ttrss }
    private let login: SyncServerLogin
    private let exchange: SyncExchange
    private let endpoint: URL
    private let session = SharedLogin()
    /// `getHeadlines` calls in flight at once during a long pull (1 or more).
    private let pagesAtOnce: Int

    public init(login: SyncServerLogin, client: any HTTPClient, pagesAtOnce: Int = 2) {
        self.login = login
        self.pagesAtOnce = max(1, pagesAtOnce)
        exchange = SyncExchange(client: client, kind: .ttrss, url: login.url)
        endpoint = Self.endpoint(of: login.url)
    }

    /// The API's address under the server's: `…/tt-rss/` becomes `…/tt-rss/api/`.
    static func endpoint(of url: URL) -> URL {
        let path = url.path
        if path.hasSuffix("/api/") || path.hasSuffix("/api") { return url }
        return url.appendingPathComponent("api", isDirectory: true)
    }

    public func logIn() async throws(SyncServerError) {
        _ = try await newSession()
    }

    public func subscriptions() async throws(SyncServerError) -> [RemoteFeed] {
        let categories = try await call("getCategories", ["include_empty": true])
        var names: [Int64: String] = [:]
        for category in categories.list ?? [] {
            if let id = category.int("id"), id > 0, let title = category.string("title") { names[id] = title }
        }
        let feeds = try await call("getFeeds", ["cat_id": -3])
        return (feeds.list ?? []).compactMap { feed in
            guard let id = feed.int("id"), id > 0, let url = feed.webURL("feed_url") else { return nil }
            let category = feed.int("cat_id").flatMap { names[$0] }
            return RemoteFeed(
                id: id, title: feed.string("title") ?? url.absoluteString, url: url,
                siteURL: feed.webURL("site_url"), categories: category.map { [$0] } ?? [])
        }
    }

    public func articles(after: RemoteArticleID?, from cursor: RemotePageCursor?)
        async throws(SyncServerError)
        -> RemoteArticlePage
    {
        let skip = cursor?.position ?? 0
        // A first pull, or a long one, asks for `pagesAtOnce` pages at once: TT-RSS spends most
        // of a sync preparing pages, and a server with several workers prepares them together.
        // A pull of what is new since the last sync starts with one, since it is mostly short.
        let calls = after == nil || cursor != nil ? pagesAtOnce : 1
        let pages = await withTaskGroup(of: (Int, Result<HeadlinePage, SyncServerError>).self) { group in
            for index in 0..<calls {
                let start = skip + Int64(index * Self.pageSize)
                group.addTask { (index, await self.headlinePage(after: after, skip: start)) }
            }
            var pages = [Result<HeadlinePage, SyncServerError>](
                repeating: .success(HeadlinePage(articles: [], rows: 0)), count: calls)
            for await (index, page) in group { pages[index] = page }
            return pages
        }
        // The pages in order, up to the first that is not full: what follows it is empty, and
        // a failure there does not matter.
        var articles: [RemoteArticle] = []
        var rows = 0
        var full = true
        for page in pages where full {
            let part = try page.get()
            articles += part.articles
            rows += part.rows
            full = part.rows == Self.pageSize
        }
        let next = full ? RemotePageCursor(position: skip + Int64(rows)) : nil
        return RemoteArticlePage(articles: articles, next: next)
    }

    /// One `getHeadlines` answer: its articles, and how many rows it had (a row without an id
    /// or a feed is no article, but counts for paging).
    private struct HeadlinePage: Sendable {
        var articles: [RemoteArticle]
        var rows: Int
    }

    /// One `getHeadlines` page of the articles above `after`, from `skip` on.
    private func headlinePage(after: RemoteArticleID?, skip: Int64) async -> Result<
        HeadlinePage, SyncServerError
    > {
        // The body as the feed had it (`sanitize` false), as a local feed's is: Tidings renders
        // any feed's HTML for the terminal itself, with relative links resolved against the
        // article's. TT-RSS's own sanitizer is for its web page; here it made the 25 pages of
        // 5,000 articles take 7.7 to 14.1 s instead of 6.4 s (measured with curl).
        do throws(SyncServerError) {
            let headlines = try await call(
                "getHeadlines",
                [
                    "feed_id": -4, "view_mode": "all_articles", "since_id": .integer(after ?? 0),
                    "limit": .integer(Int64(Self.pageSize)), "skip": .integer(Int64(skip)),
                    "show_content": true, "show_excerpt": false,
                    "sanitize": false,
                ])
            let rows = headlines.list ?? []
            return .success(HeadlinePage(articles: rows.compactMap(Self.article), rows: rows.count))
        } catch {
            return .failure(error)
        }
    }

    /// `getCounters`: each feed's `counter` (unread) and `markedcounter` (starred).
    public func stateCounts() async throws(SyncServerError) -> [RemoteFeedID: RemoteFeedCounts]? {
        let counters = try await call("getCounters", ["output_mode": "flc"])
        var counts: [RemoteFeedID: RemoteFeedCounts] = [:]
        for row in counters.list ?? [] {
            // Feeds have numeric ids above 0; "global-unread", virtual feeds and labels do not.
            guard let id = row.int("id"), id > 0, row.string("kind") != "cat" else { continue }
            counts[id] = RemoteFeedCounts(
                unread: Int(row.int("counter") ?? 0), starred: Int(row.int("markedcounter") ?? 0))
        }
        return counts
    }

    /// Feed -4 in view `unread` for every feed, else each feed's own.
    public func unreadArticleIDs(in feeds: [RemoteFeedID]?) async throws(SyncServerError) -> Set<
        RemoteArticleID
    > {
        try await headlineIDs(of: feeds, view: "unread", orEveryFeed: (-4, "unread"))
    }

    /// Feed -1 (starred) for every feed, else each feed's own in view `marked`.
    public func starredArticleIDs(in feeds: [RemoteFeedID]?) async throws(SyncServerError) -> Set<
        RemoteArticleID
    > {
        try await headlineIDs(of: feeds, view: "marked", orEveryFeed: (-1, "all_articles"))
    }

    /// The ids of the headlines of each of `feeds` in `view`; when `feeds` is nil, those of the
    /// virtual feed that stands for every feed, in its own view.
    private func headlineIDs(
        of feeds: [RemoteFeedID]?, view: String, orEveryFeed everyFeed: (id: Int64, view: String)
    ) async throws(SyncServerError) -> Set<RemoteArticleID> {
        guard let feeds else { return try await headlineIDs(feed: everyFeed.id, viewMode: everyFeed.view) }
        var ids: Set<RemoteArticleID> = []
        for feed in feeds { ids.formUnion(try await headlineIDs(feed: feed, viewMode: view)) }
        return ids
    }

    /// `getArticle` with the ids, `pageSize` at a time: it answers only those the user still has.
    public func existingArticles(among ids: [RemoteArticleID]) async throws(SyncServerError) -> Set<
        RemoteArticleID
    > {
        var existing: Set<RemoteArticleID> = []
        for batch in ids.batches(of: Self.pageSize) {
            let answer = try await call(
                "getArticle", ["article_id": .string(batch.commaSeparated), "sanitize": false])
            for article in answer.list ?? [] { if let id = article.int("id") { existing.insert(id) } }
        }
        return existing
    }

    public func apply(_ change: RemoteStateChange, to ids: [RemoteArticleID]) async throws(SyncServerError) {
        // field 0 is "starred" and 2 is "unread"; mode 1 sets the field, 0 clears it.
        let (field, mode): (Int, Int) =
            switch change {
            case .read: (2, 0)
            case .unread: (2, 1)
            case .star: (0, 1)
            case .unstar: (0, 0)
            }
        for batch in ids.batches(of: Self.updateBatchSize) {
            let answer = try await call(
                "updateArticle",
                [
                    "article_ids": .string(batch.commaSeparated), "mode": .integer(Int64(mode)),
                    "field": .integer(Int64(field)),
                ])
            guard answer.fields?.string("status") == "OK" else {
                throw .unexpectedAnswer(server: exchange.server, reason: "updateArticle did not answer OK")
            }
        }
    }

    public func subscribe(to url: URL, category: String?) async throws(SyncServerError) -> RemoteFeedID? {
        var categoryID: Int64 = 0
        if let category {
            let categories = try await call("getCategories", ["include_empty": true])
            categoryID =
                (categories.list ?? []).first {
                    $0.string("title")?.lowercased() == category.lowercased()
                }?.int("id") ?? 0
        }
        let answer = try await call(
            "subscribeToFeed", ["feed_url": .string(url.absoluteString), "category_id": .integer(categoryID)])
        let status = answer.fields?.fields("status")
        let code = status?.int("code") ?? -1
        guard code == 0 || code == 1 else {
            throw .refused(
                server: exchange.server, operation: "subscribe to \(url.absoluteString)",
                reason: Self.subscribeFailure(code: code, message: status?.string("message")))
        }
        return status?.int("feed_id")
    }

    public func unsubscribe(from feed: RemoteFeedID) async throws(SyncServerError) {
        let answer = try await call("unsubscribeFeed", ["feed_id": .integer(feed)])
        guard answer.fields?.string("status") == "OK" else {
            throw .refused(
                server: exchange.server, operation: "unsubscribe from feed \(feed)",
                reason: answer.fields?.string("error") ?? "it did not answer OK")
        }
    }

    // MARK: - Calls

    /// The ids of every headline of a (virtual) feed in a view, page by page.
    private func headlineIDs(feed: Int64, viewMode: String) async throws(SyncServerError) -> Set<
        RemoteArticleID
    > {
        var ids: Set<RemoteArticleID> = []
        var skip = 0
        while true {
            let headlines = try await call(
                "getHeadlines",
                [
                    "feed_id": .integer(feed), "view_mode": .string(viewMode),
                    "limit": .integer(Int64(Self.pageSize)),
                    "skip": .integer(Int64(skip)),
                    "show_content": false, "show_excerpt": false,
                ])
            let rows = headlines.list ?? []
            for row in rows { if let id = row.int("id") { ids.insert(id) } }
            guard rows.count == Self.pageSize else { return ids }
            skip += rows.count
        }
    }

    /// Calls `operation` in the current session (logging in first, and once more when the
    /// server forgot the session) and returns the answer's `content`.
    private func call(_ operation: String, _ parameters: [String: JSONValue]) async throws(SyncServerError)
        -> TinyTinyRSSContent
    {
        var sessionID = try await currentSession()
        for attempt in 0..<2 {
            var body = parameters
            body["op"] = .string(operation)
            body["sid"] = .string(sessionID)
            let answer = try await post(body)
            if answer.int("status") == 0 { return TinyTinyRSSContent(answer.object["content"]) }
            let error = answer.fields("content")?.string("error") ?? "an error without a name"
            if error == "NOT_LOGGED_IN" && attempt == 0 {
                sessionID = try await newSession()
                continue
            }
            throw failure(error, operation: operation)
        }
        throw .unexpectedAnswer(
            server: exchange.server, reason: "it forgot the session as soon as it was made")
    }

    /// The session held, or a new one (one login for the calls made at once).
    private func currentSession() async throws(SyncServerError) -> String {
        try await session.token { await self.openSession() }
    }

    /// Forgets the session held and logs in again.
    private func newSession() async throws(SyncServerError) -> String {
        session.forget()
        return try await currentSession()
    }

    /// Logs in and returns the new session's id.
    private func openSession() async -> Result<String, SyncServerError> {
        let answer: JSONFields
        do {
            answer = try await post([
                "op": "login", "user": .string(login.user), "password": .string(login.password),
            ])
        } catch {
            return .failure(error)
        }
        let content = answer.fields("content")
        guard answer.int("status") == 0, let sessionID = content?.string("session_id") else {
            return .failure(failure(content?.string("error") ?? "LOGIN_ERROR", operation: "log in"))
        }
        return .success(sessionID)
    }

    private func post(_ body: [String: JSONValue]) async throws(SyncServerError) -> JSONFields {
        let data = JSONValue.object(body).encoded()
        let answer = try await exchange.post(
            endpoint, body: HTTPRequestBody(data: data, contentType: "application/json"))
        guard answer.int("status") != nil else {
            throw .unexpectedAnswer(server: exchange.server, reason: "JSON without the API's status field")
        }
        return answer
    }

    private func failure(_ error: String, operation: String) -> SyncServerError {
        switch error {
        case "LOGIN_ERROR":
            .loginRefused(server: exchange.server)
        case "API_DISABLED":
            .apiDisabled(
                server: exchange.server,
                how: "turn on \"Enable API\" in the preferences of the server's web page")
        default:
            .refused(server: exchange.server, operation: operation, reason: error)
        }
    }

    // MARK: - Reading answers

    /// A headline as an article; nil without an id or a feed.
    private static func article(_ row: JSONFields) -> RemoteArticle? {
        guard let id = row.int("id"), let feed = row.int("feed_id") else { return nil }
        let updated = row.date("updated")
        return RemoteArticle(
            id: id, feedID: feed, guid: row.string("guid").flatMap { $0.isEmpty ? nil : $0 },
            title: row.string("title"), link: row.webURL("link"),
            author: row.string("author").flatMap { $0.isEmpty ? nil : $0 }, html: row.string("content"),
            published: updated, updated: updated, isUnread: row.bool("unread") ?? true,
            isStarred: row.bool("marked") ?? false)
    }

    private static func subscribeFailure(code: Int64, message: String?) -> String {
        let reason =
            switch code {
            case 2: "the address is not valid"
            case 3: "the page there offers no feed"
            case 4: "the page there offers several feeds; give one of them"
            case 5: "the server could not download it"
            case 6: "what it downloaded is not a feed"
            default: "status \(code)"
            }
        return message.map { "\(reason) (\($0))" } ?? reason
    }
}

/// The `content` of a TT-RSS answer: an object or a list of objects.
struct TinyTinyRSSContent {
    let value: JSONValue?

    init(_ value: JSONValue?) { self.value = value }

    var list: [JSONFields]? { value?.array.map { $0.compactMap { JSONFields($0) } } }
    var fields: JSONFields? { JSONFields(value) }
}
