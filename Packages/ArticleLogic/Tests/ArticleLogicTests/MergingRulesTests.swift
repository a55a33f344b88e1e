import ArticleLogic
import Foundation
import LibraryModelLogic
import Testing

@Suite struct MergingRules {
    func identity(_ id: Int64, guid: String?, link: String? = nil, hash: Int64, purged: Bool = false)
        -> StoredIdentity
    {
        StoredIdentity(
            id: ArticleID(id), guid: guid, linkAddress: link, contentHash: hash,
            isPurged: purged)
    }

    @Test func newItemsAreInserted() {
        let decisions = ArticleMerging.decide([item("a", title: "A"), item("b", title: "B")], existing: [])
        #expect(decisions == [.insert, .insert])
    }

    @Test func knownGuidIsKeptWhenUnchangedAndUpdatedWhenChanged() {
        let same = item("a", title: "A")
        let changed = item("b", title: "B, edited")
        let existing = [
            identity(1, guid: "a", hash: same.contentHash),
            identity(2, guid: "b", hash: item("b", title: "B").contentHash),
        ]
        #expect(
            ArticleMerging.decide([same, changed], existing: existing) == [
                .keep(ArticleID(1)), .update(ArticleID(2)),
            ])
    }

    @Test func itemWithoutGuidIsIdentifiedByLinkThenByContent() {
        let byLink = item(nil, title: "Linked", link: "https://example.com/1")
        let byContent = item(nil, title: "Bare")
        let existing = [
            identity(1, guid: nil, link: "https://example.com/1", hash: 99),
            identity(2, guid: nil, hash: byContent.contentHash),
        ]
        #expect(
            ArticleMerging.decide([byLink, byContent], existing: existing) == [
                .update(ArticleID(1)), .keep(ArticleID(2)),
            ])
    }

    @Test func itemWithoutGuidIsRecognisedByAStoredGuidEqualToItsLink() {
        // newsboat stores an item without a guid under its link; an import keeps that guid.
        let linked = item(nil, title: "Linked", link: "https://example.com/1")
        let existing = [identity(1, guid: "https://example.com/1", hash: 7)]
        #expect(ArticleMerging.decide([linked], existing: existing) == [.update(ArticleID(1))])
        // A stored guid that is another item's link is no match for an item that has a guid.
        let guided = item("urn:2", title: "Guided", link: "https://example.com/1")
        #expect(ArticleMerging.decide([guided], existing: existing) == [.insert])
    }

    @Test func itemWithoutGuidMeetsTheStoredItemWithAGuidAndItsLink() {
        // A sync server without guids (the Google Reader API) brings an article the feed's own
        // refresh stored with its guid: one article, not two.
        let synced = item(nil, title: "Same", link: "https://example.com/7")
        let existing = [identity(1, guid: "urn:7", link: "https://example.com/7", hash: synced.contentHash)]
        #expect(ArticleMerging.decide([synced], existing: existing) == [.keep(ArticleID(1))])
        // A stored item without a guid still comes first.
        let both = existing + [identity(2, guid: nil, link: "https://example.com/7", hash: 5)]
        #expect(ArticleMerging.decide([synced], existing: both) == [.update(ArticleID(2))])
    }

    @Test func itemsSharingALinkButNotAGuidStayApart() {
        let first = item("one", title: "One", link: "https://example.com/")
        let second = item("two", title: "Two", link: "https://example.com/")
        let existing = [identity(1, guid: "one", link: "https://example.com/", hash: first.contentHash)]
        #expect(
            ArticleMerging.decide([first, second], existing: existing) == [.keep(ArticleID(1)), .insert])
    }

    @Test func anItemListedTwiceCountsOnce() {
        let decisions = ArticleMerging.decide(
            [item("a", title: "A"), item("a", title: "A again")], existing: [])
        #expect(decisions == [.insert, nil])
    }

    @Test func republishedItemMatchingATombstoneIsNotAddedAgain() {
        let republished = item("gone", title: "Changed since")
        let existing = [identity(7, guid: "gone", hash: 1, purged: true)]
        #expect(ArticleMerging.decide([republished], existing: existing) == [.keep(ArticleID(7))])
    }
}

@Suite struct RetentionRules {
    let policy = RetentionPolicy(days: 30, itemsPerFeed: 2)

    func candidate(_ id: Int64, daysAgo: Double, read: Bool, starred: Bool = false)
        -> RetentionPolicy.Candidate
    {
        RetentionPolicy.Candidate(
            id: ArticleID(id), sortDate: testNow.addingTimeInterval(-daysAgo * 86_400), isRead: read,
            isStarred: starred)
    }

    @Test func removesOldReadArticlesAndThoseBeyondTheLimit() {
        let articles = [
            candidate(1, daysAgo: 1, read: true), candidate(2, daysAgo: 2, read: true),
            candidate(3, daysAgo: 3, read: true), candidate(4, daysAgo: 40, read: true),
        ]
        #expect(Set(policy.expired(articles, now: testNow)) == [ArticleID(3), ArticleID(4)])
    }

    @Test func neverRemovesStarredOrUnreadArticles() {
        let articles = [
            candidate(1, daysAgo: 1, read: true), candidate(2, daysAgo: 2, read: true),
            candidate(3, daysAgo: 90, read: false), candidate(4, daysAgo: 90, read: true, starred: true),
        ]
        #expect(policy.expired(articles, now: testNow) == [])
    }
}
