public import FoundationEssentials
public import HTTPService

/// `SyncServer` for the Google Reader API, as FreshRSS (`…/api/greader.php`), Miniflux, The Old
/// Reader, Inoreader and BazQux serve it. ``GoogleReaderSession`` holds the tokens; this turns
/// our calls into the API's.
///
/// A pull asks for the reading list oldest first, `pageSize` items a page, following the
/// server's continuation. When ids are microsecond times (FreshRSS), a later pull first lists the
/// ids from the second of the highest id held (`ot`) and, when at most `batchSize` are newer,
/// asks for those items alone; with more, it pages the reading list from that second. On servers
/// that number items otherwise it pulls the list again, and the articles already held are
/// skipped. States come from two id lists, the unread (`reading-list` less `read`) and the
/// starred.
public final class GoogleReaderServer: SyncServer {
    /// Items per `stream/contents` page.
    static let pageSize = 250
    /// Ids per `stream/items/ids` page.
    static let idPageSize = 10_000
    /// Items per `edit-tag` and `stream/items/contents` call.
    static let batchSize = 250
    /// The lowest id that is a time in microseconds (2001-09-09): below it, `ot` is not used.
    static let microsecondIDs: Int64 = 1_000_000_000_000_000

    public var kind: SyncServerKind { .greader }
    private let session: GoogleReaderSession

    public init(login: SyncServerLogin, client: any HTTPClient) {
        session = GoogleReaderSession(login: login, client: client)
    }

    public func logIn() async throws(SyncServerError) {
        try await session.logIn()
    }

    public func subscriptions() async throws(SyncServerError) -> [RemoteFeed] {
        let answer = try await session.json("subscription/list", [("output", "json")])
        guard let entries = answer.objects("subscriptions") else {
            throw .unexpectedAnswer(
                server: session.exchange.server, reason: "subscription/list answered without subscriptions")
        }
        return entries.compactMap(GoogleReaderItems.feed)
    }

    public func articles(after: RemoteArticleID?, from cursor: RemotePageCursor?)
        async throws(SyncServerError)
        -> RemoteArticlePage
    {
        if cursor == nil, let after, after >= Self.microsecondIDs, let newer = try await newerIDs(than: after)
        {
            let articles = try await items(newer).flatMap { $0.articles ?? [] }.sorted { $0.id < $1.id }
            return RemoteArticlePage(articles: articles, next: nil)
        }
        var query: [(name: String, value: String)] = [
            ("n", String(Self.pageSize)), ("r", "o"), ("output", "json"),
        ]
        if let after, after >= Self.microsecondIDs { query.append(("ot", String(after / 1_000_000))) }
        if let token = cursor?.token { query.append(("c", token)) }
        let call = "stream/contents/" + GoogleReaderIDs.readingList
        let page = try session.scan(
            try await session.get(call, query), call: call, GoogleReaderItems.itemPage)
        guard let items = page.articles else {
            throw .unexpectedAnswer(server: session.exchange.server, reason: "\(call) answered without items")
        }
        let floor = after ?? Int64.min
        let articles = items.filter { $0.id > floor }
        let next = page.itemCount == 0 ? nil : page.continuation.map(RemotePageCursor.init(token:))
        return RemoteArticlePage(articles: articles, next: next == cursor ? nil : next)
    }

    /// The reading list's ids above `after` (a microsecond time), when one call of
    /// `stream/items/ids` from its second holds them all and they are at most `batchSize`; nil
    /// otherwise. A later sync's few new articles are then asked for by id, one call, where
    /// paging `stream/contents` from that second would bring again every article the server
    /// stored in it (a whole refresh's, when the server stored them at once).
    private func newerIDs(than after: RemoteArticleID) async throws(SyncServerError) -> [RemoteArticleID]? {
        let call = "stream/items/ids"
        let answer = try session.scan(
            try await session.get(
                call,
                [
                    ("s", GoogleReaderIDs.readingList), ("ot", String(after / 1_000_000)),
                    ("n", String(Self.idPageSize)), ("output", "json"),
                ]),
            call: call, GoogleReaderItems.idPage)
        guard let page = answer.ids else {
            throw .unexpectedAnswer(
                server: session.exchange.server, reason: "\(call) answered without itemRefs")
        }
        let newer = page.filter { $0 > after }
        guard answer.continuation == nil, newer.count <= Self.batchSize else { return nil }
        return newer.sorted()
    }

    /// nil: the API counts unread articles per feed (`unread-count`) but not starred ones, and
    /// its two id lists cost about as little as one count would.
    public func stateCounts() async throws(SyncServerError) -> [RemoteFeedID: RemoteFeedCounts]? { nil }

    /// Every feed's: the reading list less the read articles.
    public func unreadArticleIDs(in feeds: [RemoteFeedID]?) async throws(SyncServerError) -> Set<
        RemoteArticleID
    > {
        try await idList(GoogleReaderIDs.readingList, excluding: GoogleReaderIDs.read)
    }

    /// Every feed's starred articles.
    public func starredArticleIDs(in feeds: [RemoteFeedID]?) async throws(SyncServerError) -> Set<
        RemoteArticleID
    > {
        try await idList(GoogleReaderIDs.starred, excluding: nil)
    }

    /// `stream/items/contents` answers only the items the server has.
    public func existingArticles(among ids: [RemoteArticleID]) async throws(SyncServerError) -> Set<
        RemoteArticleID
    > {
        Set(try await items(ids).flatMap(\.itemIDs))
    }

    /// The pages of the items of `ids` the server has, through `stream/items/contents`,
    /// `batchSize` a call.
    private func items(_ ids: [RemoteArticleID]) async throws(SyncServerError) -> [GoogleReaderItems.ItemPage]
    {
        var pages: [GoogleReaderItems.ItemPage] = []
        for batch in ids.batches(of: Self.batchSize) {
            let call = "stream/items/contents"
            let body = try await session.post(
                call, batch.map { ("i", GoogleReaderIDs.longForm($0)) } + [("output", "json")], write: false)
            pages.append(try session.scan(body, call: call, GoogleReaderItems.itemPage))
        }
        return pages
    }

    /// `edit-tag`, `batchSize` items a call, adding or removing `read` or `starred`.
    public func apply(_ change: RemoteStateChange, to ids: [RemoteArticleID]) async throws(SyncServerError) {
        let edit: (name: String, value: String) =
            switch change {
            case .read: ("a", GoogleReaderIDs.read)
            case .unread: ("r", GoogleReaderIDs.read)
            case .star: ("a", GoogleReaderIDs.starred)
            case .unstar: ("r", GoogleReaderIDs.starred)
            }
        for batch in ids.batches(of: Self.batchSize) {
            try expectOK(
                "edit-tag",
                try await session.post("edit-tag", batch.map { ("i", GoogleReaderIDs.longForm($0)) } + [edit])
            )
        }
    }

    /// `mark-all-as-read` of the feed's stream, `ts` the newest item the user saw: the server marks
    /// every item of the feed up to it read (FreshRSS compares `ts` with its ids, which are
    /// microsecond times). Only where ids are such times; elsewhere false, and `edit-tag` does it.
    public func markRead(feed: RemoteFeedID, through newest: RemoteArticleID) async throws(SyncServerError)
        -> Bool
    {
        guard newest >= Self.microsecondIDs else { return false }
        let stream = try await stream(of: feed)
        try expectOK(
            "mark-all-as-read",
            await session.post("mark-all-as-read", [("s", stream), ("ts", String(newest))]))
        return true
    }

    /// `subscription/quickadd`, then `subscription/edit` into the folder when one is given.
    public func subscribe(to url: URL, category: String?) async throws(SyncServerError) -> RemoteFeedID? {
        let call = "subscription/quickadd"
        let answer = try session.decode(
            try await session.post(call, [("quickadd", url.absoluteString)]), call: call)
        guard let stream = answer.string("streamId"), let feed = GoogleReaderIDs.feed(stream) else {
            throw .refused(
                server: session.exchange.server, operation: "subscribe to \(url.absoluteString)",
                reason: answer.string("error") ?? "it added no feed")
        }
        if let category { try await move(stream, to: category, from: nil) }
        return feed
    }

    /// `subscription/edit` with `ac=unsubscribe`.
    public func unsubscribe(from feed: RemoteFeedID) async throws(SyncServerError) {
        let stream = try await stream(of: feed)
        try expectOK(
            "subscription/edit",
            try await session.post("subscription/edit", [("ac", "unsubscribe"), ("s", stream)]))
    }

    /// `subscription/edit` with `ac=edit`, adding the folder's label and removing the old one.
    public func move(_ feed: RemoteFeedID, to folder: String, from: String?) async throws(SyncServerError) {
        try await move(try await stream(of: feed), to: folder, from: from)
    }

    // MARK: - Calls

    /// Moves a feed's stream into `folder`, out of `from` when given.
    private func move(_ stream: String, to folder: String, from: String?) async throws(SyncServerError) {
        var form: [(name: String, value: String)] = [
            ("ac", "edit"), ("s", stream), ("a", GoogleReaderIDs.labelStream(folder)),
        ]
        if let from { form.append(("r", GoogleReaderIDs.labelStream(from))) }
        try expectOK("subscription/edit", try await session.post("subscription/edit", form))
    }

    /// Every id of `stream`, less those in `excluded`, following continuations.
    private func idList(_ stream: String, excluding excluded: String?) async throws(SyncServerError) -> Set<
        RemoteArticleID
    > {
        var ids: Set<RemoteArticleID> = []
        var continuation: String?
        let call = "stream/items/ids"
        repeat {
            var query: [(name: String, value: String)] = [
                ("s", stream), ("n", String(Self.idPageSize)), ("output", "json"),
            ]
            if let excluded { query.append(("xt", excluded)) }
            if let continuation { query.append(("c", continuation)) }
            let answer = try session.scan(
                try await session.get(call, query), call: call, GoogleReaderItems.idPage)
            guard let page = answer.ids else {
                throw .unexpectedAnswer(
                    server: session.exchange.server, reason: "\(call) answered without itemRefs")
            }
            let next = page.isEmpty ? nil : answer.continuation
            ids.formUnion(page)
            continuation = next == continuation ? nil : next
        } while continuation != nil
        return ids
    }

    /// The `feed/…` stream of a feed id: its number, or the subscription whose stream hashes to it.
    private func stream(of feed: RemoteFeedID) async throws(SyncServerError) -> String {
        if let stream = GoogleReaderIDs.numberedStream(feed) { return stream }
        let answer = try await session.json("subscription/list", [("output", "json")])
        for entry in answer.objects("subscriptions") ?? [] {
            if let stream = entry.string("id"), GoogleReaderIDs.feed(stream) == feed { return stream }
        }
        throw .refused(
            server: session.exchange.server, operation: "change a feed", reason: "it no longer lists the feed"
        )
    }

    /// Checks that a write answered `OK`, as the API's writes do.
    private func expectOK(_ call: String, _ body: Data) throws(SyncServerError) {
        let text = String(decoding: body.prefix(64), as: UTF8.self)
        guard text.hasPrefix("OK") else {
            throw .unexpectedAnswer(server: session.exchange.server, reason: "\(call) answered other than OK")
        }
    }
}
