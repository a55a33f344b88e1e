import LibraryModelLogic
import SyncService

/// The rules by which the server's state meets the local one, as pure functions.
///
/// - A local change not yet pushed wins: articles with a waiting change of a field keep theirs.
/// - Otherwise the server is the truth: an article is unread exactly when the server lists it
///   unread, and starred exactly when it lists it starred.
/// - When several server articles share one local article, it is unread (or starred) when any of
///   them is.
/// - A server article the server no longer has (it purged it) says nothing of its article's
///   star: an article starred here stays starred, and so stays here.
enum SyncMerge {
    /// What to set on which local articles.
    struct StateChanges: Equatable {
        var markRead: [ArticleID] = []
        var markUnread: [ArticleID] = []
        var star: [ArticleID] = []
        var unstar: [ArticleID] = []

        /// True when nothing is to be set.
        var isEmpty: Bool { markRead.isEmpty && markUnread.isEmpty && star.isEmpty && unstar.isEmpty }

        /// Only the changes that change something, `unread` and `starred` being the articles
        /// unread and starred here now. The Google Reader API lists every unread article at
        /// every sync: a sync with nothing new otherwise set all 5,000 of an account's articles
        /// unread again, and unstarred, a third of its instructions for no change.
        func differing(unread: Set<ArticleID>, starred: Set<ArticleID>) -> StateChanges {
            StateChanges(
                markRead: markRead.filter { unread.contains($0) },
                markUnread: markUnread.filter { !unread.contains($0) },
                star: star.filter { !starred.contains($0) },
                unstar: unstar.filter { starred.contains($0) })
        }
    }

    static func stateChanges(
        known: [(remote: RemoteArticleID, article: ArticleID)], unread: Set<RemoteArticleID>,
        starred: Set<RemoteArticleID>, pendingRead: Set<RemoteArticleID>, pendingStar: Set<RemoteArticleID>,
        gone: Set<RemoteArticleID> = []
    ) -> StateChanges {
        // By article, so that the server articles of one local article are met together: one
        // pass, and no table of 5,000 articles to build (a Google Reader sync lists them all).
        let byArticle = known.sorted { $0.article.rawValue < $1.article.rawValue }
        var changes = StateChanges()
        var index = byArticle.startIndex
        while index < byArticle.endIndex {
            let article = byArticle[index].article
            var (isUnread, isStarred, starSaid, heldRead, heldStar) = (false, false, false, false, false)
            while index < byArticle.endIndex, byArticle[index].article == article {
                let remote = byArticle[index].remote
                heldRead = heldRead || pendingRead.contains(remote)
                heldStar = heldStar || pendingStar.contains(remote)
                isUnread = isUnread || unread.contains(remote)
                if !gone.contains(remote) {
                    starSaid = true
                    isStarred = isStarred || starred.contains(remote)
                }
                index += 1
            }
            if !heldRead {
                if isUnread { changes.markUnread.append(article) } else { changes.markRead.append(article) }
            }
            if starSaid, !heldStar {
                if isStarred { changes.star.append(article) } else { changes.unstar.append(article) }
            }
        }
        return changes
    }

    /// A feed whose waiting reads go to the server as one `markRead(feed:through:)`.
    struct Sweep: Equatable {
        var feed: FeedID
        /// The newest server article among the reads: everything up to it is read here.
        var newest: RemoteArticleID
        /// The outbox rows the sweep sends.
        var seqs: [Int64]
    }

    /// The feeds with at least `minimum` waiting reads whose articles held here are all read up
    /// to the newest of those reads (`unreadHere`: the server ids of the articles unread here, by
    /// feed). Marking every article of the feed up to it read on the server then says no more
    /// than the library says: what a mark-all-read here did.
    static func sweeps(
        reads: [(seq: Int64, remote: RemoteArticleID, feed: FeedID)],
        unreadHere: [FeedID: Set<RemoteArticleID>],
        minimum: Int
    ) -> [Sweep] {
        Dictionary(grouping: reads, by: \.feed).compactMap { feed, entries -> Sweep? in
            guard entries.count >= minimum, let newest = entries.map(\.remote).max() else { return nil }
            guard !(unreadHere[feed] ?? []).contains(where: { $0 <= newest }) else { return nil }
            return Sweep(feed: feed, newest: newest, seqs: entries.map(\.seq).sorted())
        }.sorted { $0.feed.rawValue < $1.feed.rawValue }
    }

    /// The waiting changes as one batch per kind of change, in the order they are sent.
    static func batches(_ outbox: [OutboxEntry]) -> [(change: RemoteStateChange, entries: [OutboxEntry])] {
        RemoteStateChange.allCases.compactMap { change in
            let entries = outbox.filter { $0.change == change }
            return entries.isEmpty ? nil : (change, entries)
        }
    }
}
