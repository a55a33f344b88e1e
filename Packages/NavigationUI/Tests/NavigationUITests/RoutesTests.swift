import Foundation
import LibraryModelLogic
import NavigationUI
import TerminalUI
import Testing

@Suite struct RoutesFile {
    @Test func buildersProduceURLsTheirPatternsMatch() throws {
        let article = try #require(URL(string: Routes.article(ArticleID(42))))
        #expect(Routes.article.match(article)?.parameters["id"] == "42")
        let timeline = try #require(
            URL(string: Routes.articles(filter: .unread, feed: FeedID(3), tag: "tech news")))
        #expect(timeline.absoluteString == "tidings://articles?filter=unread&feed=3&tag=tech%20news")
        #expect(
            Routes.articles.match(timeline)?.parameters == [
                "filter": "unread", "feed": "3", "tag": "tech news",
            ])
        #expect(Routes.articles() == "tidings://articles")
        #expect(Routes.search("a b") == "tidings://search?q=a%20b")
        #expect(
            Routes.mark([ArticleID(1), ArticleID(2)], state: "read") == "tidings://mark?ids=1,2&state=read")
    }

    @Test func everyPatternIsDistinct() {
        #expect(Set(Routes.all.map(\.template)).count == Routes.all.count)
        #expect(Routes.all.map(\.description).contains("tidings://articles?filter=&feed=&tag=&limit="))
    }

    @Test func typedParametersSayWhatIsWrong() throws {
        let markURL = try #require(URL(string: "tidings://mark?ids=1,x&state=read"))
        let match = try #require(Routes.mark.match(markURL))
        #expect(
            throws: RouteError.invalidParameter(
                url: "tidings://mark?ids=1,x&state=read", reason: "'x' is not an article id")
        ) {
            try match.articleIDs()
        }
        #expect(try match.choice("state", in: ["read", "unread"]) == "read")
        #expect(throws: RouteError.self) { try match.choice("state", in: ["star"]) }
        let limitURL = try #require(URL(string: "tidings://articles?limit=0"))
        let limited = try #require(Routes.articles.match(limitURL))
        #expect(throws: RouteError.self) { try limited.positiveInteger("limit") }
    }
}
