import ArticleLogic
import ArticlesUI
import Foundation
import LibraryModelLogic
import TerminalUI
import Testing

@MainActor @Suite struct ArticleRowDisplay {
    let article = Article(
        id: ArticleID(7), feedID: FeedID(1), feedTitle: "Swift Blog", link: link("https://swift.example/7"),
        title: "Swift 6.2 released with many improvements", published: testNow.addingTimeInterval(-3 * 3600),
        firstSeen: testNow)

    @Test func rowShowsMarksAgeFeedAndTitleCutToTheWidth() {
        let row = ArticleRowViewModel(article: article, now: testNow)
        #expect(row.age == "3h")
        #expect(row.isUnread && !row.isStarred)
        #expect(
            row.row(width: 44, ageWidth: 3, feedWidth: 10).plain
                == "●    3h  Swift B…  Swift 6.2 released with…")
        var starredAndRead = article
        starredAndRead.isStarred = true
        starredAndRead.isRead = true
        let other = ArticleRowViewModel(article: starredAndRead, now: testNow)
        #expect(other.row(width: 30, ageWidth: 3, feedWidth: 10).plain == "  ★  3h  Swif…  Swift 6.2 rel…")
    }

    @Test func rowStylesTheMarksAndBoldsUnreadTitles() {
        let spans = ArticleRowViewModel(article: article, now: testNow).row(width: 60).spans
        #expect(spans.first == StyledText.Span("●", style: TextStyle(foreground: .cyan, bold: true)))
        #expect(spans.last?.style == .bold)
        var read = article
        read.isRead = true
        #expect(ArticleRowViewModel(article: read, now: testNow).row(width: 60).spans.last?.style == .plain)
    }

    @Test func feedTextIsSanitisedAndWideCharactersAreCutByDisplayWidth() {
        var hostile = article
        hostile.title = "Breaking\u{1B}[2J\u{1B}]0;pwned\u{7}\nnews\there"
        hostile.feedTitle = "日本語のニュース"
        let row = ArticleRowViewModel(article: hostile, now: testNow)
        #expect(row.title == "Breaking news here")
        #expect(row.row(width: 40, ageWidth: 3, feedWidth: 16).plain == "●    3h  日本語…  Breaking news here")
    }

    @Test func oldArticlesShowTheirDayAndWidenTheAgeColumn() {
        var old = article
        old.published = Date(timeIntervalSince1970: 1_700_000_000)
        let list = ArticleListViewModel()
        list.show(ArticlePage(articles: [article, old], next: nil), now: testNow)
        #expect(list.rows?.map(\.age) == ["3h", "2023-11-14"])
        #expect(list.ageWidth == 10)
        #expect(list.feedWidth == 10)
    }

    @Test func listNamesTheTimelineAndCountsItsScope() {
        let list = ArticleListViewModel(query: ArticleQuery(filter: .unread), feedTitle: "Swift Blog")
        #expect(list.rows == nil)
        #expect(list.heading == "Unread in Swift Blog")
        #expect(list.emptyText == "Loading articles…")
        list.describe(
            ArticleQuery(filter: .unread), feedTitle: "Swift Blog",
            counts: ArticleCounts(unread: 5, total: 12, starred: 0))
        list.show(
            ArticlePage(articles: [article], next: PageCursor(sortMilliseconds: 0, articleID: ArticleID(9))),
            now: testNow)
        #expect(list.heading == "Unread in Swift Blog · 1+ shown · 5 unread")
        var starred = article
        starred.isStarred = true
        starred.isRead = true
        list.replace(starred, now: testNow)
        #expect(list.heading == "Unread in Swift Blog · 1+ shown · 4 unread · 1 starred")
        list.show(ArticlePage(articles: [], next: nil), now: testNow)
        #expect(list.emptyText == "Nothing unread here.")
        #expect(
            ArticleListViewModel.name(of: ArticleQuery(filter: .starred), feedTitle: nil, tag: "news")
                == "Starred tagged news")
        #expect(ArticleListViewModel.name(of: ArticleQuery(), feedTitle: nil) == "Articles")
    }

    @Test func articleJSONUsesTheInspectKeysAndLeavesOutAbsentValues() throws {
        var full = article
        full.authors = ["Jane Doe"]
        full.summary = "<p>Hi</p>"
        full.content = ""
        full.categories = ["release"]
        full.enclosures = [Enclosure(url: link("https://swift.example/a.mp3"), mimeType: "audio/mpeg")]
        full.isStarred = true
        let json = try JSONOutput.encode(ArticleJSON(full))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(
            Set(object.keys) == [
                "id", "title", "link", "published", "authors", "summary", "categories", "enclosures", "feed",
                "read", "starred",
            ])
        #expect(object["id"] as? Int == 7)
        #expect(object["published"] as? String == "2026-01-15T09:00:00Z")
        #expect(object["feed"] as? String == "Swift Blog")
        #expect(object["read"] as? Bool == false)
        #expect(object["starred"] as? Bool == true)
        let enclosures = try #require(object["enclosures"] as? [[String: Any]])
        #expect(enclosures.first?["url"] as? String == "https://swift.example/a.mp3")
        #expect(enclosures.first?["type"] as? String == "audio/mpeg")
        #expect(enclosures.first?["length"] == nil)
        #expect(!json.contains("\"\""))
    }
}
