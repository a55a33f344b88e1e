import Foundation

/// A tag and how many feeds carry it. Tags group feeds; their names are compared
/// without regard to letter case.
public struct Tag: Equatable, Sendable, Hashable {
    public var name: String
    public var feedCount: Int

    public init(name: String, feedCount: Int) {
        self.name = name
        self.feedCount = feedCount
    }

    /// The form tags are compared and stored in: trimmed, inner white space collapsed.
    public static func normalized(_ name: String) -> String? {
        let words = name.split(whereSeparator: \.isWhitespace)
        return words.isEmpty ? nil : words.joined(separator: " ")
    }

    /// Whether two tag names are the same tag.
    public static func same(_ lhs: String, _ rhs: String) -> Bool {
        lhs.caseInsensitiveCompare(rhs) == .orderedSame
    }
}
