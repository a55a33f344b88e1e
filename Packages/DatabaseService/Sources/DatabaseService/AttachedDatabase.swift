public import FoundationEssentials

/// Another SQLite file that one unit of work reads beside the library, under a schema name of
/// its own (`name.table`): a file from another program, read where it lies and never changed.
public struct AttachedDatabase: Equatable, Sendable {
    /// The file, opened read-only (SQLite's `mode=ro`).
    public var file: URL
    /// The schema name its tables are read under: ASCII letters, digits and `_`, not `main` or
    /// `temp`.
    public var name: String

    public init(file: URL, name: String) {
        self.file = file
        self.name = name
    }

    /// The file as an SQLite URI that opens it read-only. Every byte of the path that is not a
    /// letter, a digit, `-`, `.`, `_`, `~` or `/` is percent-encoded, so `?`, `#` and `%` in a
    /// folder's name stay part of the path.
    var readOnlyURI: String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/".utf8)
        var encoded = ""
        for byte in file.standardizedFileURL.path.utf8 {
            if allowed.contains(byte) {
                encoded.append(Character(Unicode.Scalar(byte)))
            } else {
                encoded += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return "file:\(encoded)?mode=ro"
    }

    /// Whether `name` can be used unquoted in SQL as a schema name.
    var hasValidName: Bool {
        guard let first = name.unicodeScalars.first, !["main", "temp"].contains(name.lowercased()) else {
            return false
        }
        let isLetter = { (scalar: Unicode.Scalar) in
            scalar.isASCII && (scalar.properties.isAlphabetic || scalar == "_")
        }
        return isLetter(first) && name.unicodeScalars.allSatisfy { isLetter($0) || ("0"..."9").contains($0) }
    }
}

/// How a write unit of work ends.
public enum UnitOfWorkEnding: Sendable {
    /// It commits when its body returns (and rolls back when it throws).
    case commit
    /// It always rolls back: a rehearsal, whose body returns what it would have done.
    case rollBack
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
