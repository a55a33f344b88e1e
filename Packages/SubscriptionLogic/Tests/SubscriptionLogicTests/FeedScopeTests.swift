import ArticleLogic
import Foundation
import LibraryModelLogic
import SubscriptionLogic
import Testing

/// One rule resolves "everywhere, a feed, or a tag" for every screen.
@Suite struct FeedScopes {
    static let feeds = [
        Feed(
            id: FeedID(1), url: URL(fileURLWithPath: "/a.xml"), customTitle: "Alpha", tags: ["News"],
            addedAt: Date()),
        Feed(
            id: FeedID(2), url: URL(fileURLWithPath: "/b.xml"), customTitle: "Beta", tags: ["news", "tech"],
            addedAt: Date()),
        Feed(id: FeedID(3), url: URL(fileURLWithPath: "/c.xml"), customTitle: "Gamma", addedAt: Date()),
    ]

    @Test func everywhereHoldsEveryFeed() throws {
        let scope = try FeedScope.resolve(feed: nil, tag: nil, among: Self.feeds)
        #expect(scope.kind == .everywhere)
        #expect(scope.feedIDs == nil)
        #expect(!scope.isSingleFeed)
        #expect(scope.feeds.count == 3)
    }

    @Test func aFeedIsResolvedByIdOrTitle() throws {
        for reference in ["2", "Beta"] {
            let scope = try FeedScope.resolve(feed: reference, tag: "ignored", among: Self.feeds)
            #expect(scope.feedIDs == [FeedID(2)])
            #expect(scope.isSingleFeed)
        }
        #expect(throws: SubscriptionError.notFound("Delta")) {
            try FeedScope.resolve(feed: "Delta", tag: nil, among: Self.feeds)
        }
    }

    @Test func aTagMatchesAsTagsDoAndAnUnknownOneIsAnError() throws {
        let scope = try FeedScope.resolve(feed: nil, tag: "NEWS", among: Self.feeds)
        #expect(scope.feedIDs == [FeedID(1), FeedID(2)])
        // The tag reads in the spelling the library keeps it in.
        #expect(scope.kind == .tag("News"))
        #expect(!scope.isSingleFeed)
        #expect(throws: SubscriptionError.unknownTag("sports")) {
            try FeedScope.resolve(feed: nil, tag: "sports", among: Self.feeds)
        }
    }
}
