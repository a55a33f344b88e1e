import Foundation
import LibraryModelLogic
import Testing

/// A URL from a literal the test knows to be valid.
func link(_ text: String) -> URL {
    guard let url = URL(string: text) else { preconditionFailure("not a URL: \(text)") }
    return url
}

let moment = Date(timeIntervalSince1970: 1_768_478_400)

@Suite struct FeedModel {
    @Test func displayTitlePrefersTheReadersNameThenTheFeedsThenTheHost() {
        var feed = Feed(id: FeedID(1), url: link("https://www.example.com/feed.xml"), addedAt: moment)
        #expect(feed.displayTitle == "www.example.com")
        feed.homeURL = link("https://blog.example.org/")
        #expect(feed.displayTitle == "blog.example.org")
        feed.sourceTitle = "  "
        #expect(feed.displayTitle == "blog.example.org")
        feed.sourceTitle = "Example Blog"
        #expect(feed.displayTitle == "Example Blog")
        feed.customTitle = "Mine"
        #expect(feed.displayTitle == "Mine")
    }

    @Test func hasUnreadFollowsTheCount() {
        var feed = Feed(id: FeedID(1), url: link("https://example.com/"), addedAt: moment)
        #expect(!feed.hasUnread)
        feed.unreadCount = 3
        #expect(feed.hasUnread)
    }
}

@Suite struct ArticleModel {
    func article(title: String? = nil, preview: String = "", link url: URL? = nil) -> Article {
        Article(
            id: ArticleID(1), feedID: FeedID(1), feedTitle: "F", link: url, title: title, firstSeen: moment,
            preview: preview)
    }

    @Test func displayTitleFallsBackToTextThenLinkThenUntitled() {
        #expect(article(title: "Hello").displayTitle == "Hello")
        #expect(article(title: " ", preview: "An opening line").displayTitle == "An opening line")
        #expect(article(preview: String(repeating: "x", count: 200)).displayTitle.count == 80)
        #expect(article(link: link("https://example.com/post")).displayTitle == "https://example.com/post")
        #expect(article().displayTitle == "Untitled")
    }

    @Test func sortDateAndAgeUsePublishedThenUpdatedThenFirstSeen() {
        var article = article(title: "A")
        #expect(article.sortDate == moment)
        article.updated = moment.addingTimeInterval(-60)
        #expect(article.sortDate == moment.addingTimeInterval(-60))
        article.published = moment.addingTimeInterval(-3600)
        #expect(article.sortDate == moment.addingTimeInterval(-3600))
        #expect(article.age(at: moment) == 3600)
        #expect(article.age(at: moment.addingTimeInterval(-7200)) == 0)
        #expect(article.isUnread)
    }

    @Test func bodyPrefersContentToSummary() {
        var article = article()
        article.summary = "short"
        #expect(article.body == "short")
        article.content = "long"
        #expect(article.body == "long")
    }
}

@Suite struct Paging {
    @Test func cursorTokenRoundTrips() throws {
        let cursor = PageCursor(sortMilliseconds: 1_768_478_400_123, articleID: ArticleID(42))
        #expect(cursor.token == "1768478400123.42")
        #expect(PageCursor(token: cursor.token) == cursor)
        #expect(PageCursor(token: "nonsense") == nil)
    }

    @Test func storedMillisecondsRoundTripExactly() {
        #expect(Date(timeIntervalSince1970: 1.9996).storedMilliseconds == 2000)
        for milliseconds: Int64 in [1999, 1_768_478_400_123, -5, 0] {
            #expect(Date(storedMilliseconds: milliseconds).storedMilliseconds == milliseconds)
        }
    }

    @Test func identifiersReadWhatPeopleType() {
        #expect(ArticleID(text: " 17 ") == ArticleID(17))
        #expect(ArticleID(text: "0") == nil)
        #expect(FeedID(text: "abc") == nil)
    }
}

@Suite struct Tags {
    @Test func tagNamesNormaliseAndCompareWithoutCase() {
        #expect(Tag.normalized("  Tech   News ") == "Tech News")
        #expect(Tag.normalized("   ") == nil)
        #expect(Tag.same("swift", "SWIFT"))
    }
}
