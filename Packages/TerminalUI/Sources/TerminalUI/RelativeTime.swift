public import FoundationEssentials

/// How long ago something happened, in the few characters a list column has: `now`, `5m`,
/// `3h`, `2d`, `6w`, then the date (`2025-03-01`). Future times (clock skew) read as `now`.
public enum RelativeTime {
    public static func short(_ date: Date, now: Date) -> String {
        let seconds = now.timeIntervalSince(date)
        switch seconds {
        case ..<60: return "now"
        case ..<3600: return "\(Int(seconds / 60))m"
        case ..<86_400: return "\(Int(seconds / 3600))h"
        case ..<(14 * 86_400): return "\(Int(seconds / 86_400))d"
        case ..<(60 * 86_400): return "\(Int(seconds / 604_800))w"
        default: return day(date)
        }
    }

    /// A longer form for detail screens: `5 minutes ago`, `yesterday`, `3 days ago`.
    public static func long(_ date: Date, now: Date) -> String {
        let seconds = now.timeIntervalSince(date)
        func plural(_ count: Int, _ unit: String) -> String { "\(count) \(unit)\(count == 1 ? "" : "s") ago" }
        switch seconds {
        case ..<60: return "just now"
        case ..<3600: return plural(Int(seconds / 60), "minute")
        case ..<86_400: return plural(Int(seconds / 3600), "hour")
        case ..<(2 * 86_400): return "yesterday"
        case ..<(30 * 86_400): return plural(Int(seconds / 86_400), "day")
        default: return "on \(day(date))"
        }
    }

    /// The day in ISO form, in UTC so that output does not depend on the machine.
    public static func day(_ date: Date) -> String {
        date.formatted(
            Date.ISO8601FormatStyle(timeZone: .gmt).year().month().day())
    }
}
