import ArticleLogic
import DatabaseService
import FoundationEssentials
import HTMLService
import LibraryModelLogic
import SubscriptionLogic
import SyncService

/// One sync of one account: push the outbox, then pull subscriptions, new articles and the
/// unread and starred sets, each step in transactions of its own so that whatever is done
/// stays done when a later step fails (or the process is killed).
struct AccountSync {
    let account: Account
    let server: any SyncServer
    let database: Database
    let articles: any ArticleTables
    let subscriptions: any SubscriptionTables
    let now: @Sendable () -> Date
    /// Seconds between syncs that take every article's state from the server.
    let fullStateCheck: TimeInterval
    let progress: @Sendable (SyncProgress) -> Void

    private let store = SyncStore()

    func run() async throws(SyncError) -> AccountSyncOutcome {
        var outcome = AccountSyncOutcome(account: account.name)
        var changed: Set<FeedID> = []
        outcome.pushed = try await push()
        progress(SyncProgress(account: account.name, step: .subscriptions))
        // After the push, every read is asked for at once: the server prepares the states and a
        // later pull's first page while the subscriptions come and are stored. A first pull's
        // first page waits for them (it is the largest answer of a sync, and holding it meanwhile
        // raised a first sync's peak), and a first pull needs no states: each article comes with
        // its own.
        let (store, account) = (store, account)
        let start = try await access {
            try await database.read { try store.pullStart(of: account.id, on: $0) }
        }
        let states = start.hasArticles ? prefetchStates() : nil
        let firstPage = start.highWater.map { prefetchArticles(after: $0, from: nil) }
        do throws(SyncError) {
            let (listed, added, removed) = try await pullSubscriptions()
            (outcome.feedsAdded, outcome.feedsRemoved) = (added, removed)
            let pulled = try await pullArticles(
                feeds: listed, after: start.highWater, first: firstPage, keepingMapped: states != nil)
            let feeds = pulled.feeds
            outcome.feedsAdded += pulled.feedsAdded
            outcome.feedsRemoved += pulled.feedsRemoved
            outcome.newArticles = pulled.newByFeed.values.reduce(0, +)
            outcome.newArticlesByFeed = pulled.newByFeed
            changed.formUnion(pulled.newByFeed.keys)
            if let states {
                progress(SyncProgress(account: account.name, step: .states))
                let (stateChanges, stateFeeds) = try await pullStates(
                    feeds: feeds, first: states, pulled: pulled.articles)
                outcome.stateChanges = stateChanges
                changed.formUnion(stateFeeds)
            }
        } catch {
            states?.cancel()
            firstPage?.cancel()
            throw error
        }
        outcome.changedFeeds = changed.sorted { $0.rawValue < $1.rawValue }
        progress(SyncProgress(account: account.name, step: .done, count: outcome.newArticles))
        return outcome
    }

    // MARK: Push

    /// Sends the outbox, one batch per kind of change; a batch leaves the outbox only once the
    /// server acknowledged it. Returns how many changes were sent.
    private func push() async throws(SyncError) -> Int {
        var outbox = try await access { try await database.read { try store.outbox(of: account.id, on: $0) } }
        guard !outbox.isEmpty else { return 0 }
        var sent = 0
        progress(SyncProgress(account: account.name, step: .pushing, count: 0))
        let swept = try await sweep()
        if !swept.isEmpty {
            sent += swept.count
            progress(SyncProgress(account: account.name, step: .pushing, count: sent))
            outbox.removeAll { swept.contains($0.seq) }
        }
        for (change, entries) in SyncMerge.batches(outbox) {
            try await serve { () async throws(SyncServerError) in
                try await server.apply(change, to: entries.map(\.remoteID))
            }
            let seqs = entries.map(\.seq)
            try await access { try await database.write { try store.acknowledge(seqs, on: $0) } }
            sent += entries.count
            progress(SyncProgress(account: account.name, step: .pushing, count: sent))
        }
        return sent
    }

    /// Waiting reads of a feed up to the newest one, with nothing unread here below it, as a
    /// mark-all-read leaves them, go as one `markRead(feed:through:)` where the API has it.
    static let sweepMinimum = 2

    /// Sends the reads that `SyncMerge.sweeps` finds, one call a feed; returns the outbox rows
    /// the server acknowledged that way (none where its API cannot).
    private func sweep() async throws(SyncError) -> Set<Int64> {
        let (store, articles, account) = (store, articles, account)
        let (sweeps, remoteFeeds) = try await access {
            try await database.snapshot { work in
                let reads = try store.pendingReads(of: account.id, on: work.connection)
                let candidates = Set(
                    Dictionary(grouping: reads, by: \.feed).filter { $0.value.count >= Self.sweepMinimum }
                        .keys)
                guard !candidates.isEmpty else { return ([SyncMerge.Sweep](), [FeedID: RemoteFeedID]()) }
                let unread = try articles.unreadArticles(in: Array(candidates), in: work)
                var unreadHere: [FeedID: Set<RemoteArticleID>] = [:]
                for (remote, feed) in try store.articleFeeds(
                    of: unread, account: account.id, on: work.connection)
                {
                    unreadHere[feed, default: []].insert(remote)
                }
                let remoteFeeds = Dictionary(
                    try store.feedMap(of: account.id, on: work.connection).map { ($0.value, $0.key) },
                    uniquingKeysWith: { first, _ in first })
                return (
                    SyncMerge.sweeps(reads: reads, unreadHere: unreadHere, minimum: Self.sweepMinimum),
                    remoteFeeds
                )
            }
        }
        var acknowledged: Set<Int64> = []
        for sweep in sweeps {
            guard let remote = remoteFeeds[sweep.feed] else { continue }
            let done = try await serve { () async throws(SyncServerError) in
                try await server.markRead(feed: remote, through: sweep.newest)
            }
            guard done else { continue }
            try await access { try await database.write { try store.acknowledge(sweep.seqs, on: $0) } }
            acknowledged.formUnion(sweep.seqs)
        }
        return acknowledged
    }

    // MARK: Subscriptions

    /// Makes the local feeds match the server's: new server feeds become local feeds (or adopt
    /// the local feed of the same address), their categories become tags (a category a feed
    /// left since the last pull takes its tag off the feed), and feeds the server
    /// no longer has are removed here, their starred articles kept. Returns the feed map and how
    /// many feeds were added and removed.
    private func pullSubscriptions() async throws(SyncError)
        -> ([RemoteFeedID: (feed: FeedID, title: String)], Int, Int)
    {
        let remote = try await serve { () async throws(SyncServerError) in try await server.subscriptions() }
        let (store, articles, subscriptions, account, added) = (
            store, articles, subscriptions, account, now()
        )
        let result = try await access {
            try await database.unitOfWork { work in
                var map = try store.feedMap(of: account.id, on: work.connection)
                let known = try store.feedCategories(of: account.id, on: work.connection)
                var addedCount = 0
                var titles: [RemoteFeedID: (feed: FeedID, title: String)] = [:]
                for feed in remote {
                    let local: FeedID
                    if let known = map[feed.id], try subscriptions.isFollowed(known, in: work) {
                        local = known
                    } else if let existing = try subscriptions.feedID(at: feed.url, in: work) {
                        local = existing
                    } else {
                        local = try subscriptions.insert(
                            url: feed.url, title: feed.title, tags: [], addedAt: added, in: work)
                        addedCount += 1
                    }
                    try store.mapFeed(
                        feed.id, to: local, categories: feed.categories, account: account.id,
                        on: work.connection)
                    try subscriptions.setSource(title: feed.title, homeURL: feed.siteURL, of: local, in: work)
                    // The folders it left lose their tags; tags given here stay.
                    for left in known[feed.id] ?? [] where !feed.categories.contains(left) {
                        try subscriptions.removeTag(left, from: local, in: work)
                    }
                    for category in feed.categories {
                        try subscriptions.addTag(category, to: local, in: work)
                    }
                    titles[feed.id] = (local, feed.title)
                    map[feed.id] = nil
                }
                for (gone, local) in map {
                    try store.dropFeed(
                        local, remote: gone, account: account.id, articles: articles,
                        subscriptions: subscriptions, in: work)
                }
                return (titles: titles, added: addedCount, removed: map.count)
            }
        }
        return (result.titles, result.added, result.removed)
    }

    // MARK: Articles

    /// The page of articles above `after` from `cursor` (the first when nil), asked for now.
    private func prefetchArticles(after: RemoteArticleID?, from cursor: RemotePageCursor?)
        -> ServerPrefetch<RemoteArticlePage>
    {
        let (server, name) = (server, account.name)
        return ServerPrefetch { () async throws(SyncError) in
            try await SyncError.serving(account: name) { () async throws(SyncServerError) in
                try await server.articles(after: after, from: cursor)
            }
        }
    }

    /// What a pull brought: how many articles each feed got that were new here, the server
    /// articles it mapped (when a states step follows), and the feed map it ends with, which
    /// holds the feeds subscribed on the server while it ran (`feedsAdded` and `feedsRemoved`
    /// count what that second look at the subscriptions changed).
    struct Pulled {
        var newByFeed: [FeedID: Int] = [:]
        var articles: Set<RemoteArticleID> = []
        var feeds: [RemoteFeedID: (feed: FeedID, title: String)]
        var feedsAdded = 0
        var feedsRemoved = 0
    }

    /// Pulls the articles above the high-water mark `after`, page by page (the first one asked
    /// for already when `first` is given), each page in one transaction with its id map; the mark
    /// rises once every page is in. Keeps the server articles it mapped only when
    /// `keepingMapped` (a states step follows): a first sync's 5,000 ids would be kept for
    /// nothing at its memory's peak.
    ///
    /// An article of a feed that is not in `feeds` was most likely subscribed on the server after
    /// the subscriptions were listed: such articles are held, and once every page is in, the
    /// subscriptions are pulled again and they are stored into their new feeds, before the mark
    /// rises past them. Articles whose feed the server still does not list are left out, as a
    /// server's articles of a feed it does not list always were.
    private func pullArticles(
        feeds: [RemoteFeedID: (feed: FeedID, title: String)], after: RemoteArticleID?,
        first: ServerPrefetch<RemoteArticlePage>?, keepingMapped: Bool
    ) async throws(SyncError) -> Pulled {
        let (store, articles, subscriptions, account) = (store, articles, subscriptions, account)
        var highest = after ?? 0
        var pulled = Pulled(feeds: feeds)
        var strays: [RemoteArticle] = []
        progress(SyncProgress(account: account.name, step: .articles, count: 0))
        var page =
            if let first {
                try await first.value
            } else {
                try await serve { () async throws(SyncServerError) in
                    try await server.articles(after: after, from: nil)
                }
            }
        // The feeds' own settings, read with the first page that brings articles, once for the
        // whole pull: a feed paused, or its retention changed, while a sync runs takes effect
        // at the next sync.
        var settings: [FeedID: FeedSettings]?
        while true {
            // The server prepares the next page while this one is stored.
            let following = page.next.map { prefetchArticles(after: after, from: $0) }
            defer { following?.cancel() }
            if settings == nil, !page.articles.isEmpty {
                settings = try await access {
                    try await database.snapshot { work in
                        Dictionary(
                            try subscriptions.feeds(in: work).map { ($0.id, $0.settings) },
                            uniquingKeysWith: { first, _ in first })
                    }
                }
            }
            highest = max(highest, page.articles.map(\.id).max() ?? highest)
            let (seen, current, settings) = (now(), page, settings ?? [:])
            let stored = try await access {
                try await database.unitOfWork { work in
                    try Self.store(
                        current.articles, feeds: feeds, settings: settings, account: account.id, seen: seen,
                        store: store, articles: articles, in: work)
                }
            }
            pulled.newByFeed.merge(stored.newByFeed) { $0 + $1 }
            if keepingMapped { pulled.articles.formUnion(stored.mapped) }
            strays += stored.strays
            progress(
                SyncProgress(
                    account: account.name, step: .articles, count: pulled.newByFeed.values.reduce(0, +)))
            guard let following else { break }
            page = try await following.value
        }
        if !strays.isEmpty {
            pulled = try await adoptStrays(
                strays, after: pulled, settings: settings ?? [:], keepingMapped: keepingMapped)
        }
        if highest > (after ?? 0) {
            let (mark, first, pulled) = (highest, after == nil, now())
            try await access {
                try await database.write { connection in
                    try store.raiseHighWater(of: account.id, to: mark, on: connection)
                    // A first pull took every article with its state: that is a full state check.
                    if first { try store.recordFullStates(of: account.id, at: pulled, on: connection) }
                }
            }
        }
        return pulled
    }

    /// Pulls the subscriptions again and stores `strays`, articles of feeds the first list did
    /// not hold, into the feeds that list brings (see `pullArticles`): `pulled` with what that
    /// added.
    private func adoptStrays(
        _ strays: [RemoteArticle], after pulled: Pulled, settings: [FeedID: FeedSettings],
        keepingMapped: Bool
    ) async throws(SyncError) -> Pulled {
        var pulled = pulled
        let (feeds, added, removed) = try await pullSubscriptions()
        let (store, articles, account, seen) = (store, articles, account, now())
        let stored = try await access {
            try await database.unitOfWork { work in
                try Self.store(
                    strays, feeds: feeds, settings: settings, account: account.id, seen: seen, store: store,
                    articles: articles, in: work)
            }
        }
        pulled.newByFeed.merge(stored.newByFeed) { $0 + $1 }
        if keepingMapped { pulled.articles.formUnion(stored.mapped) }
        pulled.feeds = feeds
        pulled.feedsAdded += added
        pulled.feedsRemoved += removed
        progress(
            SyncProgress(account: account.name, step: .articles, count: pulled.newByFeed.values.reduce(0, +)))
        return pulled
    }

    /// Stores one page: articles not pulled before are merged into their feeds, mapped, and
    /// given the server's state without queueing it as a local change.
    private static func store(
        _ page: [RemoteArticle], feeds: [RemoteFeedID: (feed: FeedID, title: String)],
        settings: [FeedID: FeedSettings], account: Int64, seen: Date,
        store: SyncStore, articles: any ArticleTables, in work: UnitOfWork
    ) throws(DatabaseError) -> (newByFeed: [FeedID: Int], mapped: [RemoteArticleID], strays: [RemoteArticle])
    {
        let known = try store.knownArticles(page.map(\.id), account: account, on: work.connection)
        // The articles not held yet, by feed, in one pass; those of a feed not in `feeds` are strays.
        var fresh: [RemoteFeedID: [RemoteArticle]] = [:]
        var strays: [RemoteArticle] = []
        for article in page where !known.contains(article.id) {
            if feeds[article.feedID] == nil {
                strays.append(article)
            } else {
                fresh[article.feedID, default: []].append(article)
            }
        }
        guard !fresh.isEmpty else { return ([:], [], strays) }
        var new: [FeedID: Int] = [:]
        // Gathered over the whole page and written in a few statements, not a few per feed: a
        // first sync's page holds two or three articles of each of a hundred feeds.
        var mappings: [SyncStore.ArticleMapping] = []
        var (read, unread, starred, unstarred) = ([ArticleID](), [ArticleID](), [ArticleID](), [ArticleID]())
        var retained: [(feed: FeedID, policy: RetentionPolicy)] = []
        // A paused feed takes nothing while paused: its articles of that time are skipped.
        let groups = fresh.compactMap {
            remoteFeed, items -> (items: [RemoteArticle], feed: FeedID, title: String)? in
            guard let (feed, title) = feeds[remoteFeed], settings[feed]?.isPaused != true else { return nil }
            return (items, feed, title)
        }
        let outcomes = try articles.merge(
            groups.map {
                ArticleMergeGroup(items: $0.items.map(incoming), feed: $0.feed, feedTitle: $0.title)
            },
            now: seen, in: work)
        for (group, outcome) in zip(groups, outcomes) {
            let feed = group.feed
            if !outcome.inserted.isEmpty { new[feed, default: 0] += outcome.inserted.count }
            // A new article is unread and unstarred; one stored before (its feed followed here
            // too) takes the server's state whole: this pull's articles get no state from the
            // lists. Where two server articles meet in one, unread and starred win.
            let inserted = Set(outcome.inserted)
            for (item, id) in zip(group.items, outcome.articleIDs) {
                guard let id else { continue }
                mappings.append(SyncStore.ArticleMapping(remote: item.id, article: id, feed: feed))
                let stored = !inserted.contains(id)
                if !item.isUnread { read.append(id) } else if stored { unread.append(id) }
                if item.isStarred { starred.append(id) } else if stored { unstarred.append(id) }
            }
            if let retention = RetentionPolicy.own(of: settings[feed] ?? FeedSettings()) {
                retained.append((feed, retention))
            }
        }
        try store.mapArticles(mappings, account: account, on: work.connection)
        // Two server articles meet in one local article only within a feed: read before unread
        // and unstarred before starred still let unread and starred win.
        _ = try articles.setRead(read, read: true, origin: .remote, in: work)
        _ = try articles.setRead(unread, read: false, origin: .remote, in: work)
        _ = try articles.setStarred(unstarred, starred: false, origin: .remote, in: work)
        _ = try articles.setStarred(starred, starred: true, origin: .remote, in: work)
        // The server keeps what it keeps; a feed's own retention still holds here, once the
        // page's articles are mapped (what it deletes is forgotten from the map).
        for (feed, policy) in retained {
            _ = try articles.applyRetention(policy, to: feed, now: seen, in: work)
        }
        return (new, mappings.map(\.remote), strays)
    }

    /// A server article in the terms of a feed's item.
    private static func incoming(_ article: RemoteArticle) -> IncomingArticle {
        let html = article.html.flatMap { $0.isEmpty ? nil : $0 }
        let title = article.title.map { HTMLText.plainText(fromHTML: $0) }
        return IncomingArticle(
            guid: article.guid, link: article.link, title: title,
            authors: article.author.map { [$0] } ?? [], published: article.published,
            updated: article.updated,
            content: html, bodyIsHTML: html != nil,
            plainText: IncomingArticle.needsPreview(title: title)
                ? html.map { HTMLText.plainText(fromHTML: $0) } ?? "" : "")
    }

    // MARK: States

    /// Feeds whose states are asked for one by one before a sync asks for every feed's at once
    /// instead (two calls a feed against a page per 200 articles).
    static let perFeedStateLimit = 10

    /// What a sync first hears of the server's states: the API's counts where it has them, else
    /// the unread and starred lists of every feed, with the library's side of them.
    enum StateAnswer: Sendable {
        case counts([RemoteFeedID: RemoteFeedCounts])
        case lists(unread: Set<RemoteArticleID>, starred: Set<RemoteArticleID>, here: LocalStates)
    }

    /// The library's side of every feed's states: the account's server articles with their
    /// articles here, and which of those are unread and starred here.
    struct LocalStates: Sendable {
        var known: [(remote: RemoteArticleID, article: ArticleID)]
        var unread: Set<ArticleID>
        var starred: Set<ArticleID>
    }

    /// The server's counts, or its two lists where it has no counts, asked for now. With the
    /// lists, the library's side is read while they are on their way (the login alone keeps the
    /// server busy for tens of milliseconds): only the articles pulled before this sync take the
    /// lists' states, which this sync's earlier steps leave alone, and a change made here
    /// meanwhile waits in the outbox, which the merge reads last.
    private func prefetchStates() -> ServerPrefetch<StateAnswer> {
        let (server, name, database, store, articles, account) = (
            server, account.name, database, store, articles, account
        )
        return ServerPrefetch { () async throws(SyncError) in
            let counts = try await SyncError.serving(account: name) { () async throws(SyncServerError) in
                try await server.stateCounts()
            }
            if let counts { return .counts(counts) }
            let here = ServerPrefetch { () async throws(SyncError) in
                try await SyncError.storing {
                    try await database.snapshot { work in
                        LocalStates(
                            known: try store.articleMap(of: account.id, feeds: nil, on: work.connection),
                            unread: try articles.unreadArticles(in: nil, in: work),
                            starred: try articles.starredArticles(in: nil, in: work))
                    }
                }
            }
            do throws(SyncError) {
                let (unread, starred) = try await Self.stateLists(of: server, account: name, in: nil)
                return .lists(unread: unread, starred: starred, here: try await here.value)
            } catch {
                here.cancel()
                throw error
            }
        }
    }

    /// Applies the server's unread and starred sets to the articles pulled before, except where
    /// a local change waits (it wins). `first` is what the server said first, asked for as the
    /// pull began: its lists, where the API has no counts, which may predate the articles this
    /// pull brought (`pulled`), so those keep the states they came with; or its counts, which
    /// limit the lists asked for now to the feeds whose unread or starred count differs from
    /// ours, unless every article's state is due (`fullStateCheck`). Returns how many articles
    /// changed and their feeds.
    private func pullStates(
        feeds: [RemoteFeedID: (feed: FeedID, title: String)], first: ServerPrefetch<StateAnswer>,
        pulled: Set<RemoteArticleID>
    ) async throws(SyncError) -> (Int, Set<FeedID>) {
        let (store, articles, account, now) = (store, articles, account, now())
        let scope: [RemoteFeedID]?
        let unread: Set<RemoteArticleID>
        let starred: Set<RemoteArticleID>
        var excluded: Set<RemoteArticleID> = []
        var here: LocalStates?
        switch try await first.value {
        case .lists(let everyUnread, let everyStarred, let local):
            (scope, unread, starred, excluded, here) = (nil, everyUnread, everyStarred, pulled, local)
        case .counts(let counts):
            let (local, lastFull) = try await access {
                try await database.snapshot { work in
                    (
                        try articles.counts(in: work),
                        try store.lastFullStates(of: account.id, on: work.connection)
                    )
                }
            }
            if let lastFull, now.timeIntervalSince(lastFull) < fullStateCheck {
                let changed = feeds.compactMap { remote, entry -> RemoteFeedID? in
                    let server = counts[remote] ?? RemoteFeedCounts(unread: 0, starred: 0)
                    let mine = local[entry.feed] ?? ArticleCounts(unread: 0, total: 0, starred: 0)
                    return mine.unread == server.unread && mine.starred == server.starred ? nil : remote
                }
                guard !changed.isEmpty else { return (0, []) }
                scope = changed.count > Self.perFeedStateLimit ? nil : changed.sorted()
            } else {
                scope = nil
            }
            (unread, starred) = try await Self.stateLists(of: server, account: account.name, in: scope)
        }
        let localFeeds = scope.map { $0.compactMap { feeds[$0]?.feed } }
        let gone = try await purgedStarred(in: localFeeds, starred: starred, excluding: excluded)
        return try await access {
            try await database.unitOfWork { work in
                let connection = work.connection
                var known =
                    try here?.known ?? store.articleMap(of: account.id, feeds: localFeeds, on: connection)
                if !excluded.isEmpty { known.removeAll { excluded.contains($0.remote) } }
                let changes = SyncMerge.stateChanges(
                    known: known,
                    unread: unread,
                    starred: starred,
                    pendingRead: try store.pendingArticles(
                        field: "read", account: account.id, on: connection),
                    pendingStar: try store.pendingArticles(
                        field: "starred", account: account.id, on: connection),
                    gone: gone
                ).differing(
                    unread: try here?.unread ?? articles.unreadArticles(in: localFeeds, in: work),
                    starred: try here?.starred ?? articles.starredArticles(in: localFeeds, in: work))
                if scope == nil { try store.recordFullStates(of: account.id, at: now, on: connection) }
                guard !changes.isEmpty else { return (0, []) }
                let before = try articles.counts(in: work)
                var count = try articles.setRead(changes.markRead, read: true, origin: .remote, in: work)
                count += try articles.setRead(changes.markUnread, read: false, origin: .remote, in: work)
                count += try articles.setStarred(changes.star, starred: true, origin: .remote, in: work)
                count += try articles.setStarred(changes.unstar, starred: false, origin: .remote, in: work)
                let after = try articles.counts(in: work)
                return (count, Set(after.keys.filter { before[$0] != after[$0] }))
            }
        }
    }

    /// The server's unread and starred lists of the feeds in `scope` (every feed's when nil),
    /// asked for at once: the server prepares one while the other comes.
    private static func stateLists(of server: any SyncServer, account name: String, in scope: [RemoteFeedID]?)
        async throws(SyncError) -> (unread: Set<RemoteArticleID>, starred: Set<RemoteArticleID>)
    {
        let starred = ServerPrefetch { () async throws(SyncError) in
            try await SyncError.serving(account: name) { () async throws(SyncServerError) in
                try await server.starredArticleIDs(in: scope)
            }
        }
        do {
            let unread = try await SyncError.serving(account: name) { () async throws(SyncServerError) in
                try await server.unreadArticleIDs(in: scope)
            }
            return (unread, try await starred.value)
        } catch {
            starred.cancel()
            throw error
        }
    }

    /// The server articles behind articles starred here that the server does not list as
    /// starred and no longer has: it purged them, so their star stays (`SyncMerge`). Only those
    /// few are asked for, and only when there are any; `excluded` are not.
    private func purgedStarred(
        in feeds: [FeedID]?, starred: Set<RemoteArticleID>, excluding excluded: Set<RemoteArticleID>
    ) async throws(SyncError) -> Set<RemoteArticleID> {
        let (store, articles, account) = (store, articles, account)
        let unlisted = try await access {
            try await database.snapshot { work in
                let starredHere = try articles.starredArticles(in: feeds, in: work)
                guard !starredHere.isEmpty else { return [RemoteArticleID]() }
                return try store.remoteArticles(of: starredHere, account: account.id, on: work.connection)
                    .map(\.remote).filter { !starred.contains($0) && !excluded.contains($0) }
            }
        }
        guard !unlisted.isEmpty else { return [] }
        let existing = try await serve { () async throws(SyncServerError) in
            try await server.existingArticles(among: unlisted)
        }
        return Set(unlisted).subtracting(existing)
    }

    // MARK: Errors

    private func serve<T>(_ call: () async throws(SyncServerError) -> T) async throws(SyncError) -> T {
        try await SyncError.serving(account: account.name, call)
    }

    private func access<T>(_ work: () async throws -> T) async throws(SyncError) -> T {
        try await SyncError.storing(work)
    }
}
