/// A problem libxml2 reported, with its position in the document.
public struct XMLDiagnostic: Equatable, Sendable, CustomStringConvertible {
    /// 1-based line.
    public let line: Int
    /// 1-based column, or 0 when libxml2 did not know it.
    public let column: Int
    public let message: String
    /// libxml2's error code (`xmlParserErrors`), e.g. 26 for an undeclared entity, 6003 for bytes
    /// that are invalid in the document's encoding; 0 when unknown.
    public let code: Int
    /// How many elements had started when the problem was found. A problem after which no
    /// element started (see `XMLParseOutcome.elementCount`) lies at the end of the document.
    public let elementsBefore: Int

    public var description: String { "line \(line), column \(column): \(message)" }
}

/// Why a document could not be parsed.
public enum XMLParseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The document is larger than the configured limit.
    case tooLarge(size: Int, limit: Int)
    /// The document is not well-formed and recovery was off or could not help.
    case malformed(XMLDiagnostic)
    /// The named encoding is not one libxml2 knows.
    case unknownEncoding(String)
    /// The document has no content at all.
    case empty
    /// libxml2 could not be loaded (the reason is the dynamic loader's).
    case parserUnavailable(String)

    public var description: String {
        switch self {
        case .tooLarge(let size, let limit):
            "the document is \(size) bytes, over the limit of \(limit) bytes"
        case .malformed(let diagnostic):
            "the document is not well-formed XML at \(diagnostic)"
        case .unknownEncoding(let name):
            "the document's encoding '\(name)' is not supported"
        case .empty:
            "the document is empty"
        case .parserUnavailable(let reason):
            "libxml2, which reads XML and HTML, could not be loaded (\(reason)); install libxml2"
        }
    }
}

/// How a document is parsed.
public struct XMLParseOptions: Equatable, Sendable {
    /// Documents over this many bytes are refused before parsing.
    public var maxBytes: Int
    /// Keep going past well-formedness errors, reporting them as diagnostics.
    public var recover: Bool
    /// An encoding that overrides the document's own declaration, such as a charset from HTTP.
    public var encoding: String?

    public init(maxBytes: Int, recover: Bool = false, encoding: String? = nil) {
        self.maxBytes = maxBytes
        self.recover = recover
        self.encoding = encoding
    }
}

/// What a parse produced besides its events.
public struct XMLParseOutcome: Equatable, Sendable {
    /// Problems that recovery stepped over; empty for a well-formed document.
    public let diagnostics: [XMLDiagnostic]
    /// How many elements the document started in all.
    public let elementCount: Int
    /// The entities the document's internal subset declared and the parse expanded (see
    /// `XMLStreamParser`), sorted; a repair of the bytes keeps references to them.
    public var declaredEntities: [String] = []
    /// One sentence per entity declaration that was ignored, and why (at most 20).
    public var refusedEntities: [String] = []
    /// Whether the document was well-formed.
    public var isWellFormed: Bool { diagnostics.isEmpty }
}
