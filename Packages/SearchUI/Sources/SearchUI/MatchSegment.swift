/// A run of text that did or did not match a search.
public struct MatchSegment: Equatable, Sendable {
    public let text: String
    public let isMatch: Bool

    public init(_ text: String, isMatch: Bool) {
        self.text = text
        self.isMatch = isMatch
    }
}
