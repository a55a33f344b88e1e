/// Why a filter could not be read: where (a column, counting characters from 1) and what was
/// expected there, e.g. `column 17: expected a value after '=~'`.
public struct FilterError: Error, Equatable, Sendable, CustomStringConvertible {
    public let column: Int
    public let reason: String

    public init(column: Int, _ reason: String) {
        self.column = column
        self.reason = reason
    }

    public var description: String { "column \(column): \(reason)" }
}
