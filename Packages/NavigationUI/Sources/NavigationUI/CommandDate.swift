public import FoundationEssentials
import UnicodeTextService

/// Dates on the command line: a day (`2026-11-01`, midnight UTC), an ISO 8601 time
/// (`2026-11-01T08:00:00Z`, `2026-11-01T08:00:00+01:00`), or an age (`7d`, `12h`, `30m`, `2w`).
public enum CommandDate {
    public static func parse(_ text: String, now: Date) -> Date? {
        let trimmed = WhiteSpace.trimmingSpaces(text)
        if let last = trimmed.last, let count = Double(trimmed.dropLast()), count >= 0 {
            let unit: Double? =
                switch last {
                case "m": 60
                case "h": 3600
                case "d": 86_400
                case "w": 604_800
                default: nil
                }
            if let unit { return now.addingTimeInterval(-count * unit) }
        }
        if let date = try? Date(trimmed, strategy: .iso8601) { return date }
        let day = Date.ISO8601FormatStyle(timeZone: .gmt).year().month()
            .day()
        return try? day.parse(trimmed)
    }

    /// The form dates travel in inside URLs: ISO 8601 in UTC.
    public static func format(_ date: Date) -> String {
        date.formatted(.iso8601)
    }
}
