/// A problem found in an OPML file, with its position.
public struct OPMLDiagnostic: Equatable, Sendable, CustomStringConvertible {
    /// 1-based line, or 0 when the problem has no single place (a missing element).
    public let line: Int
    /// 1-based column, or 0 when unknown.
    public let column: Int
    public let message: String

    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String {
        line == 0 ? message : "line \(line), column \(column): \(message)"
    }
}

/// Why an OPML file could not be read.
public enum OPMLError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file is larger than the limit.
    case tooLarge(size: Int, limit: Int)
    /// The file is empty.
    case empty
    /// The file is not well-formed XML.
    case malformed(OPMLDiagnostic)
    /// The file is XML but its root element is not `opml`.
    case notOPML(rootElement: String)
    /// The file has no `body` element.
    case missingBody
    /// The file declares an encoding that libxml2 does not know.
    case unknownEncoding(String)
    /// The XML parser (libxml2) could not be loaded: the machine lacks it, not the file.
    case parserUnavailable(String)

    public var description: String {
        switch self {
        case .tooLarge(let size, let limit):
            "the OPML file is \(size) bytes, over the limit of \(limit) bytes; raise parser.maxDocumentBytes to read it"
        case .empty:
            "the OPML file is empty; export the subscriptions again"
        case .malformed(let diagnostic):
            "the OPML file is not well-formed XML at \(diagnostic); fix the file there and import it again"
        case .notOPML(let root):
            "the file is not OPML: its root element is <\(root)>, not <opml>; choose an OPML export"
        case .missingBody:
            "the OPML file has no <body>, so it holds no subscriptions; export the subscriptions again"
        case .unknownEncoding(let name):
            "the OPML file's encoding '\(name)' is not supported; save it as UTF-8"
        case .parserUnavailable(let reason):
            "libxml2, which reads OPML, could not be loaded (\(reason)); install libxml2"
        }
    }
}
