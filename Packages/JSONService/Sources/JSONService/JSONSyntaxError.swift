/// A text that is not JSON: where, and why.
public struct JSONSyntaxError: Error, Equatable, CustomStringConvertible {
    /// The line of the first offending character, from 1.
    public let line: Int
    /// Its column, in characters from 1.
    public let column: Int
    /// What was wrong there, for example "expected ',' or '}' after an object member".
    public let reason: String

    /// An error at `line` and `column`.
    public init(line: Int, column: Int, reason: String) {
        self.line = line
        self.column = column
        self.reason = reason
    }

    /// The error at byte `offset` of `bytes`, counted in lines and characters.
    init(offset: Int, in bytes: [UInt8], reason: String) {
        var line = 1
        var column = 1
        for byte in bytes.prefix(offset) {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        self.init(line: line, column: column, reason: reason)
    }

    public var description: String { "\(reason) at line \(line), column \(column)" }
}
