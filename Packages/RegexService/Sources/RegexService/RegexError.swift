/// A pattern that is not a POSIX extended regular expression.
public struct RegexError: Error, Equatable, CustomStringConvertible {
    /// The pattern as written.
    public let pattern: String
    /// Why it is not one, in glibc's words (for example "Unmatched ( or \\(").
    public let reason: String

    /// Names the pattern and why it cannot be used.
    public init(pattern: String, reason: String) {
        self.pattern = pattern
        self.reason = reason
    }

    public var description: String {
        "\"\(pattern)\" is not a regular expression: \(reason.prefix(1).lowercased() + reason.dropFirst())"
    }
}
