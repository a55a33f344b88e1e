import UnicodeTextService

/// What a feed's own setting may hold: how its value reads from the text a person types (and
/// the database keeps), and how it is written back.
public protocol FeedSettingValue: Sendable, Equatable {
    /// The value `text` stands for, or nil when it stands for none.
    init?(feedSettingText text: String)
    /// The value as stored and shown: reading it back gives the same value.
    var feedSettingText: String { get }
    /// How a value of this type is written, for the sentence that refuses a wrong one.
    static var feedSettingShape: String { get }
    /// The shape of its values in typed documents.
    static var feedSettingKind: FeedSettingKind { get }
}

extension FeedSettingValue {
    public static var feedSettingKind: FeedSettingKind { .text }
}

extension Bool: FeedSettingValue {
    /// `true`, `yes` and `on` (any case) are true; `false`, `no` and `off` are false, as in
    /// newsboat's config.
    public init?(feedSettingText text: String) {
        switch WhiteSpace.trimmed(text).lowercased() {
        case "true", "yes", "on": self = true
        case "false", "no", "off": self = false
        default: return nil
        }
    }

    public var feedSettingText: String { self ? "true" : "false" }
    public static var feedSettingShape: String { "true or false" }
    public static var feedSettingKind: FeedSettingKind { .flag }
}

extension Int: FeedSettingValue {
    /// Decimal digits only: no sign, no exponent, no spaces inside.
    public init?(feedSettingText text: String) {
        let digits = WhiteSpace.trimmed(text)
        guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
            let value = Int(digits)
        else { return nil }
        self = value
    }

    public var feedSettingText: String { String(self) }
    public static var feedSettingShape: String { "a whole number" }
    public static var feedSettingKind: FeedSettingKind { .number }
}

extension String: FeedSettingValue {
    /// One line of printable text, trimmed: no control characters, so that it can never split
    /// a header line.
    public init?(feedSettingText text: String) {
        let line = WhiteSpace.trimmed(text)
        guard !line.isEmpty, !line.unicodeScalars.contains(where: FeedHeader.isControl) else { return nil }
        self = line
    }

    public var feedSettingText: String { self }
    public static var feedSettingShape: String { "one line of text" }
}
