/// Loose comparisons of short texts (titles, headings), ignoring case, punctuation and spacing.
enum TextComparison {
    /// The words of `text`, lowercased, as one string with single spaces.
    static func normalized(_ text: String) -> String {
        var result = ""
        var pendingSpace = false
        for character in text {
            if character.isLetter || character.isNumber {
                if pendingSpace && !result.isEmpty { result.append(" ") }
                pendingSpace = false
                result += character.lowercased()
            } else {
                pendingSpace = true
            }
        }
        return result
    }

    /// Whether two texts say the same: equal once normalized, or one holds the other and is at
    /// most a fifth longer.
    static func similar(_ first: String, _ second: String) -> Bool {
        let (a, b) = (normalized(first), normalized(second))
        guard !a.isEmpty, !b.isEmpty else { return false }
        if a == b { return true }
        let (short, long) = a.utf8.count < b.utf8.count ? (a, b) : (b, a)
        return long.contains(short) && Double(long.utf8.count) <= Double(short.utf8.count) * 1.25
    }
}
