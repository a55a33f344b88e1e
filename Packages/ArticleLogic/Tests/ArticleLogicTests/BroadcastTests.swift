import ArticleLogic
import FoundationEssentials
import LibraryModelLogic
import Testing

@Suite struct Broadcast {
    @MainActor @Test func postsTheChangedFeedsOnTheMainActor() async {
        let center = NotificationCenter()
        var received: [[FeedID]] = []
        let observation = ArticlesChangedBroadcast.observeArticlesChanged(center: center) {
            received.append($0)
        }
        ArticlesChangedBroadcast.articlesChanged(feeds: [FeedID(3)], center: center)
        observation.cancel()
        ArticlesChangedBroadcast.articlesChanged(feeds: [FeedID(4)], center: center)
        #expect(received == [[FeedID(3)]])
    }
}
