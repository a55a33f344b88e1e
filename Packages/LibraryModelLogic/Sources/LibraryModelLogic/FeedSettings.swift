/// The settings a feed carries of its own, over the library-wide ones: only declared keys, each
/// with a value its declaration takes (a value read back from the database that is not one is
/// left out, so a library written by a later version still opens).
public struct FeedSettings: Equatable, Sendable {
    /// The feed's values as they are kept, by key.
    public private(set) var texts: [String: String]

    /// The settings `texts` give, keeping only the declared keys and the values they take.
    public init(texts: [String: String] = [:]) {
        self.texts = texts.filter { key, text in
            Self.declaration(key).flatMap { $0.normalized(text) } == text
        }
    }

    /// The typed value of `setting`, or nil when the feed does not set it.
    public subscript<Value>(setting: FeedSetting<Value>) -> Value? {
        texts[setting.key].flatMap(setting.value(of:))
    }

    /// Whether the feed sets nothing of its own.
    public var isEmpty: Bool { texts.isEmpty }

    /// The values set, in the order the settings are declared.
    public var entries: [(key: String, text: String)] {
        Self.all.compactMap { setting in texts[setting.key].map { (setting.key, $0) } }
    }

    /// The changes that give a feed without settings of its own these ones.
    public var changes: [FeedSettingChange] {
        entries.map { FeedSettingChange(key: $0.key, text: $0.text) }
    }

    /// Whether refreshes and syncs leave the feed alone.
    public var isPaused: Bool { self[Self.paused] ?? false }

    /// The settings after `change`.
    public func applying(_ change: FeedSettingChange) -> FeedSettings {
        var next = self
        next.texts[change.key] = change.text
        return next
    }

    /// The declaration named `key`, compared without regard to case (`refreshminutes`).
    public static func declaration(_ key: String) -> (any AnyFeedSetting)? {
        all.first { $0.key == key } ?? all.first { $0.key.lowercased() == key.lowercased() }
    }

    /// Checks a change a person asked for: `text` set on `key`, or the key unset with nil. A
    /// value that means the same as no value (`paused false`) unsets the key.
    public static func change(_ key: String, to text: String?) throws(FeedSettingError) -> FeedSettingChange {
        guard let setting = declaration(key) else {
            throw .unknownKey(key, known: all.map(\.key))
        }
        guard let text else { return FeedSettingChange(key: setting.key, text: nil) }
        guard let normalized = setting.normalized(text) else {
            throw .invalidValue(key: setting.key, text: text, expects: setting.expects)
        }
        return FeedSettingChange(key: setting.key, text: setting.isNeutral(normalized) ? nil : normalized)
    }
}

/// A checked change of one feed setting: `text` is the value as kept, nil to unset. Made by
/// `FeedSettings.change`, which checks it; `unset` needs no check beyond a declared key.
public struct FeedSettingChange: Equatable, Sendable {
    public let key: String
    public let text: String?

    /// Unsets `key`.
    public static func unset(_ key: String) -> FeedSettingChange {
        FeedSettingChange(key: key, text: nil)
    }
}

/// Why a feed setting could not be changed, in one sentence that says what to write instead.
public enum FeedSettingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No feed setting has this name.
    case unknownKey(String, known: [String])
    /// The setting does not take this value.
    case invalidValue(key: String, text: String, expects: String)

    public var description: String {
        switch self {
        case .unknownKey(let key, let known):
            "there is no feed setting '\(key)'; the settings are \(known.joined(separator: ", "))"
        case .invalidValue(let key, let text, let expects):
            "\(key) takes \(expects), not '\(text)'"
        }
    }
}

extension FeedSettings {
    /// A paused feed is never fetched until resumed.
    public static let paused = FeedSetting<Bool>(
        "paused", neutral: false,
        "true: refreshes and syncs leave the feed alone until it is unset; its articles stay, and it shows as paused."
    )
    /// How often the feed is fetched at most.
    public static let refreshMinutes = FeedSetting<Int>(
        "refreshMinutes", range: 1...525_600, unit: "minutes",
        "Minutes after a fetch before a refresh of all feeds (or a tag) fetches the feed again; refreshing the feed by name always fetches it. Unset: refresh.intervalMinutes."
    )
    /// How many articles the feed keeps.
    public static let keepArticles = FeedSetting<Int>(
        "keepArticles", range: 1...1_000_000, unit: "articles",
        "Beyond this many newest articles of the feed, read ones that are not starred go. Unset: retention.itemsPerFeed."
    )
    /// How long the feed's read articles are kept.
    public static let keepDays = FeedSetting<Int>(
        "keepDays", range: 1...36_500, unit: "days",
        "Read articles of the feed older than this many days go, unless starred. Unset: retention.days.")
    /// The `User-Agent` the feed is fetched with.
    public static let userAgent = FeedSetting<String>(
        "userAgent",
        "Sent as User-Agent when the feed is fetched, for a site that refuses Tidings' own. Unset: network.userAgent."
    )
    /// An extra header field the feed is fetched with.
    public static let header = FeedSetting<FeedHeader>(
        "header",
        "One more header field, as Name: value, sent when the feed is fetched (an API key, a cookie the site asks for)."
    )
    /// Whether the feed's new articles are notified.
    public static let notify = FeedSetting<Bool>(
        "notify", neutral: true,
        "false: a refresh or sync never notifies of the feed's new articles (see notifications.enabled).")

    /// Every feed setting, in the order they are shown.
    public static let all: [any AnyFeedSetting] = [
        paused, refreshMinutes, keepArticles, keepDays, userAgent, header, notify,
    ]
}
