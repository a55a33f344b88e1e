import Foundation
import SyncService
import Synchronization

/// A sync server held in memory, for the tests of a sync's steps: the test sets its feeds,
/// articles and state lists, and it records each call by name and the high-water mark of each
/// pull. Every pull answers in one page; state changes are taken and recorded, not applied.
final class MemorySyncServer: SyncServer {
    struct State {
        /// What every listing of the subscriptions answers.
        var feeds: [RemoteFeed]
        /// A feed listed from the second listing on, as one subscribed while a sync runs.
        var late: RemoteFeed?
        var articles: [RemoteArticle] = []
        /// The unread list; nil: the articles' own states.
        var unreadList: Set<RemoteArticleID>?
        /// The starred list; nil: the articles' own states.
        var starredList: Set<RemoteArticleID>?
        /// Each call, by name: `subscriptions`, `articles`, `unread`, `starred`, `existing`, `apply`.
        var calls: [String] = []
        /// How many times the subscriptions were listed.
        var listings = 0
        /// The high-water mark each pull asked above.
        var marks: [RemoteArticleID?] = []
    }

    let state: Mutex<State>
    var kind: SyncServerKind { .greader }

    init(
        feeds: [RemoteFeed], unreadList: Set<RemoteArticleID>? = nil, starredList: Set<RemoteArticleID>? = nil
    ) {
        state = Mutex(State(feeds: feeds, unreadList: unreadList, starredList: starredList))
    }

    /// Records `call`, then answers from the state as it is.
    private func record<T>(_ call: String, _ answer: (State) -> T) -> T {
        state.withLock { state in
            state.calls.append(call)
            return answer(state)
        }
    }

    func logIn() async throws(SyncServerError) {}

    func subscriptions() async throws(SyncServerError) -> [RemoteFeed] {
        state.withLock { state in
            state.calls.append("subscriptions")
            state.listings += 1
            return state.feeds + (state.listings > 1 ? state.late.map { [$0] } ?? [] : [])
        }
    }

    func articles(after: RemoteArticleID?, from cursor: RemotePageCursor?) async throws(SyncServerError)
        -> RemoteArticlePage
    {
        state.withLock { state in
            state.calls.append("articles")
            state.marks.append(after)
            return RemoteArticlePage(articles: state.articles.filter { $0.id > (after ?? 0) }, next: nil)
        }
    }

    func stateCounts() async throws(SyncServerError) -> [RemoteFeedID: RemoteFeedCounts]? { nil }

    func unreadArticleIDs(in feeds: [RemoteFeedID]?) async throws(SyncServerError) -> Set<RemoteArticleID> {
        record("unread") { state in state.unreadList ?? Set(state.articles.filter(\.isUnread).map(\.id)) }
    }

    func starredArticleIDs(in feeds: [RemoteFeedID]?) async throws(SyncServerError) -> Set<RemoteArticleID> {
        record("starred") { state in state.starredList ?? Set(state.articles.filter(\.isStarred).map(\.id)) }
    }

    func existingArticles(among ids: [RemoteArticleID]) async throws(SyncServerError) -> Set<RemoteArticleID>
    {
        record("existing") { state in Set(ids).intersection(state.articles.map(\.id)) }
    }

    func apply(_ change: RemoteStateChange, to ids: [RemoteArticleID]) async throws(SyncServerError) {
        record("apply") { _ in }
    }

    func subscribe(to url: URL, category: String?) async throws(SyncServerError) -> RemoteFeedID? { nil }

    func unsubscribe(from feed: RemoteFeedID) async throws(SyncServerError) {}
}
