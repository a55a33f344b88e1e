#if canImport(Glibc)
    import Glibc
#endif

/// A span of the day when no notification is shown (`22:00-07:00`), in local time; it may run
/// past midnight. Read from `notifications.quietHours`; an empty text is none.
public struct QuietHours: Equatable, Sendable {
    /// Minutes after midnight: the first quiet minute, and the first minute after.
    public let start: Int
    public let end: Int

    /// Reads `HH:MM-HH:MM`; throws a sentence that says what is wrong and what to write.
    public init(_ text: String) throws(NotificationSettingError) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let start = Self.minutes(parts[0]), let end = Self.minutes(parts[1]) else {
            throw NotificationSettingError(
                "notifications.quietHours '\(text)' is not a span of the day; write it as 22:00-07:00 "
                    + "(24-hour local times), or leave it empty for none")
        }
        self.start = start
        self.end = end
    }

    /// Whether `minute` (after midnight) is quiet. A span whose start equals its end is empty.
    public func contains(minute: Int) -> Bool {
        start <= end ? minute >= start && minute < end : minute >= start || minute < end
    }

    /// Minutes after local midnight at `secondsSince1970`, in the time zone the C library
    /// takes from `TZ` or `/etc/localtime`.
    public static func localMinute(secondsSince1970: Double) -> Int {
        var seconds = time_t(secondsSince1970.rounded(.down))
        var parts = tm()
        guard localtime_r(&seconds, &parts) != nil else { return 0 }
        return Int(parts.tm_hour) * 60 + Int(parts.tm_min)
    }

    private static func minutes(_ text: Substring) -> Int? {
        let pieces = text.filter { !$0.isWhitespace }.split(separator: ":", omittingEmptySubsequences: false)
        guard pieces.count == 2,
            pieces.allSatisfy({ (1...2).contains($0.count) && $0.allSatisfy(\.isASCII) }),
            let hours = Int(pieces[0]), let minutes = Int(pieces[1]),
            (0...24).contains(hours), (0...59).contains(minutes), hours * 60 + minutes <= 24 * 60
        else { return nil }
        return hours * 60 + minutes
    }
}

/// A notification setting that cannot be read, in one sentence.
public struct NotificationSettingError: Error, Equatable, Sendable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
