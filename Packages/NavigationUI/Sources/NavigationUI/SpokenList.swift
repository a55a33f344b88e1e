extension Array where Element == String {
    /// The words as a sentence lists them: `a`, `a or b`, `a, b or c`.
    var spoken: String {
        guard let last, count > 1 else { return first ?? "" }
        return dropLast().separated(by: ", ") + " or " + last
    }

    /// The words with `separator` between them.
    func separated(by separator: String) -> String { self[...].separated(by: separator) }
}

extension ArraySlice where Element == String {
    /// The words with `separator` between them, as `joined(separator:)` gives them. Written out
    /// because that function's first call in a process has the runtime look up its generic
    /// requirements by scanning every conformance record of the executable, and every command
    /// builds the routes' help, which lists words this way, to find the route it names.
    func separated(by separator: String) -> String {
        var text = first ?? ""
        for word in dropFirst() {
            text += separator
            text += word
        }
        return text
    }
}
