import FoundationEssentials
import UnicodeTextService

/// Reads a playing time as podcasts write it: `1:02:03`, `62:03`, `3723` or `3723.5` seconds.
enum DurationText {
    static func seconds(from text: String) -> Double? {
        let parts = WhiteSpace.trimmed(text).split(
            separator: ":", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return nil }
        var total = 0.0
        for (position, part) in parts.enumerated() {
            let isLast = position == parts.count - 1
            guard let value = isLast ? Double(part) : Int(part).map(Double.init), value >= 0, value.isFinite
            else {
                return nil
            }
            if position > 0 && value >= 60 { return nil }
            total = total * 60 + value
        }
        return total
    }
}
