extension Array where Element == String {
    /// The words as a sentence lists them: `a`, `a or b`, `a, b or c`.
    var spoken: String {
        guard let last, count > 1 else { return first ?? "" }
        return dropLast().joined(separator: ", ") + " or " + last
    }
}
