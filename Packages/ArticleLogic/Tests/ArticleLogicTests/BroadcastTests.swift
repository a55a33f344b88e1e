import ArticleLogic
import Foundation
import LibraryModelLogic
import Testing

@Suite struct Broadcast {
    @MainActor @Test func postsTheChangedFeedsOnTheMainActor() async {
        let center = NotificationCenter()
        let received = Box()
        let token = center.addObserver(forName: .libraryArticlesChanged, object: nil, queue: nil) {
            notification in
            let feeds = ArticlesChangedBroadcast.changedFeeds(in: notification)
            MainActor.assumeIsolated { received.feeds = feeds }
        }
        ArticlesChangedBroadcast.articlesChanged(feeds: [FeedID(3)], center: center)
        center.removeObserver(token)
        #expect(received.feeds == [FeedID(3)])
    }

    @MainActor final class Box {
        var feeds: [FeedID] = []
    }
}
