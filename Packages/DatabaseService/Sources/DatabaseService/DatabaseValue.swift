/// One SQLite value, in the five storage classes SQLite knows.
public enum DatabaseValue: Equatable, Sendable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob([UInt8])

    /// Whether this is SQL NULL.
    public var isNull: Bool { self == .null }

    /// The integer, or nil for any other storage class.
    public var int64Value: Int64? {
        if case .integer(let value) = self { value } else { nil }
    }

    /// The number as a Double (integers are converted), or nil for text, blobs and NULL.
    public var doubleValue: Double? {
        switch self {
        case .real(let value): value
        case .integer(let value): Double(value)
        default: nil
        }
    }

    /// The text, or nil for any other storage class.
    public var stringValue: String? {
        if case .text(let value) = self { value } else { nil }
    }

    /// The bytes, or nil for any other storage class.
    public var blobValue: [UInt8]? {
        if case .blob(let value) = self { value } else { nil }
    }
}
