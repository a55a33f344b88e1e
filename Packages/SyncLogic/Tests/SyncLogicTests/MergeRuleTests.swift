import LibraryModelLogic
import SyncService
import Testing

@testable import SyncLogic

@Suite struct MergeRuleTests {
    let known: [(remote: RemoteArticleID, article: ArticleID)] = [
        (1, ArticleID(10)), (2, ArticleID(20)), (3, ArticleID(30)),
    ]

    @Test
    func theServerIsTheTruthForArticlesWithoutAWaitingChange() {
        let changes = SyncMerge.stateChanges(
            known: known, unread: [1], starred: [3], pendingRead: [], pendingStar: [])
        #expect(changes.markUnread == [ArticleID(10)])
        #expect(Set(changes.markRead) == [ArticleID(20), ArticleID(30)])
        #expect(changes.star == [ArticleID(30)])
        #expect(Set(changes.unstar) == [ArticleID(10), ArticleID(20)])
    }

    @Test
    func aWaitingLocalChangeWinsOverTheServer() {
        let changes = SyncMerge.stateChanges(
            known: known, unread: [1, 2, 3], starred: [], pendingRead: [2], pendingStar: [3])
        #expect(!changes.markUnread.contains(ArticleID(20)) && !changes.markRead.contains(ArticleID(20)))
        #expect(!changes.unstar.contains(ArticleID(30)))
        #expect(Set(changes.markUnread) == [ArticleID(10), ArticleID(30)])
    }

    @Test
    func anArticleSharedByTwoServerArticlesIsUnreadWhenEitherIs() {
        let shared: [(remote: RemoteArticleID, article: ArticleID)] = [
            (1, ArticleID(10)), (2, ArticleID(10)),
        ]
        let changes = SyncMerge.stateChanges(
            known: shared, unread: [2], starred: [], pendingRead: [], pendingStar: [])
        #expect(changes.markUnread == [ArticleID(10)] && changes.markRead.isEmpty)
    }

    @Test
    func anArticleTheServerPurgedKeepsItsStarAndAnotherServerArticleStillDecides() {
        let shared: [(remote: RemoteArticleID, article: ArticleID)] = [
            (1, ArticleID(10)), (2, ArticleID(20)), (3, ArticleID(20)),
        ]
        let changes = SyncMerge.stateChanges(
            known: shared, unread: [], starred: [], pendingRead: [], pendingStar: [], gone: [1, 2])
        // Article 10 has only a purged server article: nothing is said of its star.
        #expect(!changes.unstar.contains(ArticleID(10)) && !changes.star.contains(ArticleID(10)))
        // Article 20 still has server article 3, which is not starred.
        #expect(changes.unstar == [ArticleID(20)])
        // Read state still follows the server's unread list.
        #expect(Set(changes.markRead) == [ArticleID(10), ArticleID(20)])
    }

    @Test
    func onlyTheChangesThatChangeSomethingHereAreKept() {
        let all = SyncMerge.StateChanges(
            markRead: [ArticleID(1), ArticleID(2)], markUnread: [ArticleID(3), ArticleID(4)],
            star: [ArticleID(5), ArticleID(6)], unstar: [ArticleID(7), ArticleID(8)])
        // Here 1 and 3 are unread, 5 and 7 starred.
        let kept = all.differing(
            unread: [ArticleID(1), ArticleID(3)], starred: [ArticleID(5), ArticleID(7)])
        #expect(kept.markRead == [ArticleID(1)])
        #expect(kept.markUnread == [ArticleID(4)])
        #expect(kept.star == [ArticleID(6)])
        #expect(kept.unstar == [ArticleID(7)])
        // A library already as the server says: nothing to do.
        let none = SyncMerge.StateChanges(markUnread: [ArticleID(1)], unstar: [ArticleID(2)])
            .differing(unread: [ArticleID(1)], starred: [])
        #expect(none.isEmpty && !all.isEmpty)
    }

    @Test
    func theOutboxIsSentAsOneBatchPerKindOfChange() {
        let outbox = [
            OutboxEntry(seq: 1, remoteID: 5, change: .read), OutboxEntry(seq: 2, remoteID: 6, change: .star),
            OutboxEntry(seq: 3, remoteID: 7, change: .read),
        ]
        let batches = SyncMerge.batches(outbox)
        #expect(batches.map(\.change) == [.read, .star])
        #expect(batches[0].entries.map(\.remoteID) == [5, 7])
    }
}

/// `SyncMerge.stateChanges` meets the server articles of one local article in one pass over
/// them sorted; the rules stated as one table per field, on random libraries, must agree.
@Suite struct StateChangeRuleTests {
    /// The rules as the module's doc states them, one dictionary per field.
    static func expected(
        known: [(remote: RemoteArticleID, article: ArticleID)], unread: Set<RemoteArticleID>,
        starred: Set<RemoteArticleID>, pendingRead: Set<RemoteArticleID>, pendingStar: Set<RemoteArticleID>,
        gone: Set<RemoteArticleID>
    ) -> [String: Set<ArticleID>] {
        var isUnread: [ArticleID: Bool] = [:]
        var isStarred: [ArticleID: Bool] = [:]
        var held: (read: Set<ArticleID>, star: Set<ArticleID>) = ([], [])
        for (remote, article) in known {
            if pendingRead.contains(remote) { held.read.insert(article) }
            if pendingStar.contains(remote) { held.star.insert(article) }
            isUnread[article] = (isUnread[article] ?? false) || unread.contains(remote)
            if !gone.contains(remote) {
                isStarred[article] = (isStarred[article] ?? false) || starred.contains(remote)
            }
        }
        let reads = isUnread.filter { !held.read.contains($0.key) }
        let stars = isStarred.filter { !held.star.contains($0.key) }
        return [
            "markUnread": Set(reads.filter(\.value).keys), "markRead": Set(reads.filter { !$0.value }.keys),
            "star": Set(stars.filter(\.value).keys), "unstar": Set(stars.filter { !$0.value }.keys),
        ]
    }

    @Test func randomLibrariesGetTheChangesTheRulesGive() {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let remotes = Int64(Int.random(in: 0...40, using: &random))
            // Fewer local articles than server ones: some are shared.
            let known = (0..<remotes).map {
                ($0, ArticleID(Int64.random(in: 0...max(0, remotes / 2), using: &random)))
            }
            func some() -> Set<RemoteArticleID> {
                Set((0..<remotes).filter { _ in Bool.random(using: &random) })
            }
            let (unread, starred, pendingRead, pendingStar, gone) = (some(), some(), some(), some(), some())
            let changes = SyncMerge.stateChanges(
                known: known, unread: unread, starred: starred, pendingRead: pendingRead,
                pendingStar: pendingStar, gone: gone)
            let got: [String: Set<ArticleID>] = [
                "markUnread": Set(changes.markUnread), "markRead": Set(changes.markRead),
                "star": Set(changes.star), "unstar": Set(changes.unstar),
            ]
            #expect(
                got
                    == Self.expected(
                        known: known, unread: unread, starred: starred, pendingRead: pendingRead,
                        pendingStar: pendingStar, gone: gone))
            // Each article once at most in each list.
            #expect(
                changes.markUnread.count + changes.markRead.count
                    == Set(changes.markUnread + changes.markRead).count)
        }
    }
}

@Suite struct SweepRuleTests {
    func read(_ seq: Int64, _ remote: RemoteArticleID, feed: Int64) -> (
        seq: Int64, remote: RemoteArticleID, feed: FeedID
    ) {
        (seq, remote, FeedID(feed))
    }

    @Test
    func aFeedReadUpToItsNewestWaitingReadGoesAsOneSweep() {
        let reads = [
            read(1, 100, feed: 1), read(2, 105, feed: 1), read(3, 103, feed: 1), read(4, 200, feed: 2),
        ]
        // Feed 1: nothing unread here at or below 105 (110 came later and stays unread).
        let sweeps = SyncMerge.sweeps(reads: reads, unreadHere: [FeedID(1): [110]], minimum: 2)
        #expect(sweeps == [SyncMerge.Sweep(feed: FeedID(1), newest: 105, seqs: [1, 2, 3])])
        // Feed 2 has one read alone: below the minimum, it goes with the batch.
        #expect(
            SyncMerge.sweeps(reads: reads, unreadHere: [:], minimum: 1).map(\.feed) == [FeedID(1), FeedID(2)])
    }

    @Test
    func anArticleUnreadHereBelowTheNewestReadKeepsTheFeedFromASweep() {
        let reads = [read(1, 100, feed: 1), read(2, 105, feed: 1)]
        #expect(SyncMerge.sweeps(reads: reads, unreadHere: [FeedID(1): [102]], minimum: 2).isEmpty)
        #expect(SyncMerge.sweeps(reads: reads, unreadHere: [FeedID(1): [105]], minimum: 2).isEmpty)
    }
}
