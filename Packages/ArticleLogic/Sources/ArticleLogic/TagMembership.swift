public import LibraryModelLogic

/// What article queries need from subscriptions: which feeds carry a tag. The subscription
/// logic provides it; articles never read the subscription tables themselves.
public protocol TagMembership: Sendable {
    func feeds(taggedWith tag: String) async throws(ArticleError) -> [FeedID]
}

/// The default `TagMembership`: a fixed table, for tests and the in-memory library.
public struct FixedTagMembership: TagMembership {
    public var table: [String: [FeedID]]

    public init(_ table: [String: [FeedID]] = [:]) {
        self.table = table
    }

    public func feeds(taggedWith tag: String) async throws(ArticleError) -> [FeedID] {
        table.first { Tag.same($0.key, tag) }?.value ?? []
    }
}
