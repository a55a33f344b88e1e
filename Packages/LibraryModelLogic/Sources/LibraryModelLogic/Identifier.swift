import FoundationEssentials
import UnicodeTextService

/// A typed row identifier: `Identifier<Feed>` and `Identifier<Article>` cannot be mixed up.
public struct Identifier<Entity>: RawRepresentable, Hashable, Comparable, Sendable, Codable,
    CustomStringConvertible
{
    public let rawValue: Int64

    public init(rawValue: Int64) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: Int64) {
        self.rawValue = rawValue
    }

    /// Reads an identifier typed by a person, such as `42`; nil when it is not a positive number.
    public init?(text: String) {
        guard let value = Int64(WhiteSpace.trimmingSpaces(text)), value > 0 else { return nil }
        rawValue = value
    }

    public var description: String { String(rawValue) }

    public static func < (lhs: Identifier, rhs: Identifier) -> Bool { lhs.rawValue < rhs.rawValue }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(Int64.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

/// Identifies a subscribed feed.
public typealias FeedID = Identifier<Feed>
/// Identifies a stored article.
public typealias ArticleID = Identifier<Article>
