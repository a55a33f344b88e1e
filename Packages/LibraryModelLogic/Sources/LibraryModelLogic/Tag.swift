import UnicodeTextService

/// A tag and how many feeds carry it. Tags group feeds. A tag keeps the spelling it was first
/// given, for display; two spellings are the same tag when their `TagKey`s are equal.
public struct Tag: Equatable, Sendable, Hashable {
    public var name: String
    public var feedCount: Int

    public init(name: String, feedCount: Int) {
        self.name = name
        self.feedCount = feedCount
    }

    /// The spelling a tag is kept in: trimmed, inner white space collapsed to one space; nil when
    /// nothing is left.
    public static func normalized(_ name: String) -> String? {
        let words = name.split(whereSeparator: \.isWhitespace)
        return words.isEmpty ? nil : words.joined(separator: " ")
    }

    /// Whether two tag names are the same tag (their keys are equal).
    public static func same(_ lhs: String, _ rhs: String) -> Bool {
        TagKey(lhs) == TagKey(rhs)
    }
}

/// What makes two spellings of a tag the same tag: the one comparison key, computed here and
/// nowhere else, and stored beside the tag so that SQL compares exactly what Swift compares.
///
/// The key is the name with its white space collapsed (`Tag.normalized`), case-folded over all
/// of Unicode (`Über` and `über`; `ß`, `ẞ`, `SS` and `ss`; the `ﬁ` ligature and `fi`), and in
/// Unicode Normalization Form C (a precomposed `é` and an `e` followed by a combining acute
/// accent), as `TextOrder.folded` computes it: the standard library's own case mappings, lower
/// then upper then lower again, which reaches the full case folding's forms (`ß` → `SS` → `ss`)
/// without ICU, and its own normalization.
public struct TagKey: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The key's text, as stored.
    public let rawValue: String

    /// The key of `name`; nil when the name is blank.
    public init?(_ name: String) {
        guard let normalized = Tag.normalized(name) else { return nil }
        rawValue = TextOrder.folded(normalized)
    }

    /// A key read back from storage, as it was stored.
    public init(stored rawValue: String) {
        self.rawValue = rawValue
    }

    public var description: String { rawValue }

    /// Orders by the stored text's bytes, as SQLite's binary collation does.
    public static func < (lhs: TagKey, rhs: TagKey) -> Bool {
        lhs.rawValue.utf8.lexicographicallyPrecedes(rhs.rawValue.utf8)
    }
}
