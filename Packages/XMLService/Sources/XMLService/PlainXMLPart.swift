/// Which part of a document a plain scan reads, so that two threads may read one document's
/// halves at once (`PlainXMLScanner.scan(_:handler:part:)`). Each boundary is the position of a
/// start tag's `<`; a scan meets it only when it stands there, between markup, about to read that
/// tag (not when the position falls inside another tag, a comment, a CDATA section or text).
public enum PlainXMLPart: Sendable, Equatable {
    /// The document from its start up to the start tag at `end`: the scan stops there, its
    /// elements still open, and the handler has seen every event before that tag.
    case upTo(end: Int)
    /// The document without what lies between the start tags at `from` and `to`: the scan reads
    /// up to `from`, goes on at `to`, and reads from there to the end.
    case skipping(from: Int, to: Int)
}

/// Where a scan of part of a document met its boundary.
public struct PlainXMLBoundary: Sendable, Equatable {
    /// The positions of the names of the elements open there (each just after its `<`),
    /// outermost first. Two boundaries met among the same open elements (the same positions)
    /// are met in the same context: the same names, namespace declarations and attributes in
    /// force.
    public let openElements: [Int]
    /// How many elements had started before it.
    public let elementsBefore: Int
}

/// A part of a document scanned.
public struct PlainXMLPartOutcome: Sendable {
    /// What the scan read; for a part up to a boundary it met, the document is not over.
    public let outcome: XMLParseOutcome
    /// Where the scan met its boundary; nil when it never did, and then read the whole document
    /// as `scan(_:handler:passed:)` does.
    public let boundary: PlainXMLBoundary?
}

extension XMLParseOutcome {
    /// The outcome of a well-formed document read in parts, `elementCount` elements started in all.
    public static func wellFormed(elementCount: Int) -> XMLParseOutcome {
        XMLParseOutcome(diagnostics: [], elementCount: elementCount)
    }
}
