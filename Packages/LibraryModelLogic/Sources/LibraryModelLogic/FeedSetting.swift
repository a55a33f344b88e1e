/// A setting a feed may carry of its own, declared once (in `FeedSettings`): its key, the type
/// and range of its value, the value that is the same as not setting it, and what it does.
/// Everything about it comes from here: the typed value refresh and sync read
/// (`feed.settings[FeedSettings.refreshMinutes]`), the check of what `tidings feed set` is
/// given, `feeds --json`, the OPML export, the help of `feed set` and the README's table.
public struct FeedSetting<Value: FeedSettingValue>: AnyFeedSetting {
    public let key: String
    /// The values a number may take; nil for what is not a number.
    public let range: ClosedRange<Int>?
    /// The value that means the same as no value: setting it unsets the setting.
    public let neutral: Value?
    /// What a value counts, for the sentence that refuses one (`minutes`).
    public let unit: String?
    public let documentation: String

    init(
        _ key: String, neutral: Value? = nil, range: ClosedRange<Int>? = nil, unit: String? = nil,
        _ documentation: String
    ) {
        self.key = key
        self.neutral = neutral
        self.range = range
        self.unit = unit
        self.documentation = documentation
    }

    /// The value `text` gives this setting, or nil when it is not one it takes.
    public func value(of text: String) -> Value? {
        guard let value = Value(feedSettingText: text) else { return nil }
        if let range, let number = value as? Int, !range.contains(number) { return nil }
        return value
    }

    public func normalized(_ text: String) -> String? {
        value(of: text)?.feedSettingText
    }

    public func isNeutral(_ text: String) -> Bool {
        guard let neutral else { return false }
        return value(of: text) == neutral
    }

    public var kind: FeedSettingKind { Value.feedSettingKind }

    public var expects: String {
        if let range {
            let unit = unit.map { " of \($0)" } ?? ""
            return "a whole number\(unit) from \(range.lowerBound) to \(range.upperBound)"
        }
        return Value.feedSettingShape
    }
}

/// A declared feed setting, whatever its type: what the commands, the documents and the store
/// read.
public protocol AnyFeedSetting: Sendable {
    /// The name a person types: `refreshMinutes`.
    var key: String { get }
    /// What it does, in a sentence or two.
    var documentation: String { get }
    /// The values it takes, in words: `a whole number of minutes from 1 to 525600`.
    var expects: String { get }
    /// The shape of its values.
    var kind: FeedSettingKind { get }
    /// `text` as it is kept, or nil when this setting does not take it.
    func normalized(_ text: String) -> String?
    /// Whether `text` means the same as not setting it.
    func isNeutral(_ text: String) -> Bool
}

/// The shape of a feed setting's values, for the documents that type them (`--json`, OPML).
public enum FeedSettingKind: Sendable {
    /// `true` or `false`.
    case flag
    /// A whole number.
    case number
    /// Text.
    case text
}
