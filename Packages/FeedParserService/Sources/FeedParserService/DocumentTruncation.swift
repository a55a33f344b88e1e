/// Where and why a document stopped before its end: a download cut short, or a root element that
/// never closed. A feed read from such a document holds only the items that were complete.
public struct DocumentTruncation: Equatable, Sendable, CustomStringConvertible {
    /// The position where the document stops, 1-based; 0 when libxml2 gave none.
    public var line: Int
    public var column: Int
    /// What was left open, one clause ("the document stops with 3 elements still open").
    public var reason: String

    public init(line: Int, column: Int, reason: String) {
        self.line = line
        self.column = column
        self.reason = reason
    }

    /// "line 12, column 1: the document stops with 3 elements still open".
    public var description: String {
        line > 0 ? "line \(line), column \(column): \(reason)" : reason
    }
}
