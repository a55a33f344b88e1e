public import FoundationEssentials
import Glibc

/// A fast path for the XML most feeds are: well-formed UTF-8, no document type declaration, no
/// entities but XML's own five and character references, ASCII names. It sends the handler the
/// events `XMLStreamParser` (libxml2) would send for the same document, in the same order, and
/// reads it several times faster.
///
/// Anything else it declines, returning nil: a DOCTYPE, a byte that is not UTF-8 or a character
/// XML forbids, a named entity other than `lt`, `gt`, `amp`, `quot` and `apos`, a namespace prefix
/// that was never declared, a name that is not ASCII, any well-formedness error, a document that
/// stops early, and whatever lies beyond its bounds (elements nested deeper than
/// `maxDepth`, a name longer than `maxNameLength`, a text, CDATA section, attribute value,
/// comment or processing instruction longer than `maxRunLength`, more than `maxAttributes`
/// attributes on an element). The handler has then seen some of the events already: discard it,
/// and parse the document with `XMLStreamParser`, which reports and recovers as it always has.
///
/// It reads UTF-8 only: a document whose XML declaration names another encoding (or one libxml2
/// may not know) is declined too, and so is one a caller knows to be in another encoding from
/// elsewhere (an HTTP charset) and should not hand over.
public struct PlainXMLScanner: Sendable {
    /// Documents over this many bytes are declined (they are refused by libxml2's path too).
    public let maxBytes: Int

    /// How deep elements may nest.
    public static let maxDepth = 256
    /// The longest element or attribute name read here (libxml2 allows 50,000 bytes).
    public static let maxNameLength = 1_000
    /// The longest text, CDATA section, attribute value, comment or processing instruction read
    /// here (libxml2 allows 10,000,000 bytes in one piece).
    public static let maxRunLength = 1 << 20
    /// The most attributes one element may have here.
    public static let maxAttributes = 256

    public init(maxBytes: Int) {
        self.maxBytes = maxBytes
    }

    /// About how many bytes apart the scan reports its progress to `passed`.
    public static let passedReportStride = 1 << 20

    /// Scans `data`, sending its events to `handler`; nil when the document is not one this
    /// scanner reads (see the type's description).
    ///
    /// `passed`, when given, is told every `passedReportStride` bytes or so, at the end of an
    /// element, an address in `data` before which the scan reads nothing more but the names of
    /// the elements still open and the namespaces in force (so that a caller may give those pages
    /// back, as long as they can be read again).
    public func scan(
        _ data: Data, handler: some XMLEventHandler, passed: ((UnsafeRawPointer) -> Void)? = nil
    ) -> XMLParseOutcome? {
        guard data.count <= maxBytes, !data.isEmpty else { return nil }
        return data.withUnsafeBytes { raw -> XMLParseOutcome? in
            guard let base = raw.baseAddress else { return nil }
            var scan = PlainXMLScan(
                bytes: base.assumingMemoryBound(to: UInt8.self), count: raw.count, passed: passed)
            defer { scan.release() }
            do {
                try scan.document(handler)
            } catch {
                return nil
            }
            return XMLParseOutcome(diagnostics: [], elementCount: scan.elementCount)
        }
    }

    /// Scans `part` of `data`, sending its events to `handler`; nil when the document is not one
    /// this scanner reads, as far as the part goes. A part up to a boundary declines only for
    /// what lies before it; the caller learns whether the boundary was met, and among which
    /// open elements, from the outcome (see `PlainXMLPart`).
    ///
    /// `passed`, when given, is told as the other `scan`'s is, with the address where the part's
    /// own reading began (the start of `data`, or the boundary it skips to): the bytes between the
    /// two are behind the part, and a caller may give their pages back (each half of a document
    /// read at once then holds only its own few pages).
    public func scan(
        _ data: Data, handler: some XMLEventHandler, part: PlainXMLPart,
        passed: ((_ from: UnsafeRawPointer, _ before: UnsafeRawPointer) -> Void)? = nil
    ) -> PlainXMLPartOutcome? {
        guard data.count <= maxBytes, !data.isEmpty else { return nil }
        return data.withUnsafeBytes { raw -> PlainXMLPartOutcome? in
            guard let base = raw.baseAddress else { return nil }
            let partStart: UnsafeRawPointer =
                switch part {
                case .upTo: base
                case .skipping(_, let to): base + to
                }
            var scan = PlainXMLScan(
                bytes: base.assumingMemoryBound(to: UInt8.self), count: raw.count,
                passed: passed.map { report in { address in report(partStart, address) } })
            defer { scan.release() }
            switch part {
            case .upTo(let end): scan.boundary = end
            case .skipping(let from, let to): (scan.boundary, scan.resume) = (from, to)
            }
            do {
                try scan.document(handler)
            } catch {
                return nil
            }
            return PlainXMLPartOutcome(
                outcome: XMLParseOutcome(diagnostics: [], elementCount: scan.elementCount), boundary: scan.met
            )
        }
    }
}

/// Why the plain scanner stopped: the document is not one it reads.
struct Declined: Error {}

extension PlainXMLScan {
    /// The whole document: an optional byte order mark and XML declaration, then comments,
    /// processing instructions and white space around exactly one root element.
    mutating func document(_ handler: any XMLEventHandler) throws(Declined) {
        if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        if starts(with: "<?xml"), index + 5 < count, PlainXMLBytes.isSpace(bytes[index + 5]) {
            try declaration()
        }
        try miscellany()
        guard index < count, bytes[index] == UInt8(ascii: "<"), index + 1 < count,
            nameStarts[Int(bytes[index + 1])]
        else { throw Declined() }
        try content(handler)
        if stopped { return }
        try miscellany()
        guard index == count else { throw Declined() }
    }

    /// `<?xml version="1.0" encoding="…" standalone="yes|no"?>`, its parts in that order; only
    /// version 1.0.
    mutating func declaration() throws(Declined) {
        index += 5
        try pseudoAttribute("version") { value in value == "1.0" }
        var hadSpace = skipSpace()
        if hadSpace, starts(with: "encoding") {
            try pseudoAttribute("encoding") { value in
                let name = value.lowercased()
                return name == "utf-8" || name == "utf8"
            }
            hadSpace = skipSpace()
        }
        if hadSpace, starts(with: "standalone") {
            try pseudoAttribute("standalone") { value in value == "yes" || value == "no" }
            _ = skipSpace()
        }
        guard starts(with: "?>") else { throw Declined() }
        index += 2
    }

    /// ` name = "value"` in the declaration, the value checked by `accepts`.
    private mutating func pseudoAttribute(_ name: StaticString, accepts: (String) -> Bool) throws(Declined) {
        _ = skipSpace()
        guard starts(with: name) else { throw Declined() }
        index += name.utf8CodeUnitCount
        let quote = try valueQuote()
        let start = index
        var end = start
        while end < count, bytes[end] != quote, end - start < 64 { end += 1 }
        guard end < count, bytes[end] == quote else { throw Declined() }
        let value = String(
            decoding: UnsafeBufferPointer(start: bytes + start, count: end - start), as: UTF8.self)
        guard accepts(value) else { throw Declined() }
        index = end + 1
    }

    /// White space, comments and processing instructions, before or after the root element.
    mutating func miscellany() throws(Declined) {
        while index < count {
            if PlainXMLBytes.isSpace(bytes[index]) {
                index += 1
            } else if starts(with: "<!--") {
                try comment()
            } else if starts(with: "<?") {
                try processingInstruction()
            } else {
                return
            }
        }
    }

    /// Whether the bytes at the current position spell `literal`.
    func starts(with literal: StaticString) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard index + length <= count else { return false }
        return memcmp(bytes + index, literal.utf8Start, length) == 0
    }

    /// Steps over white space; whether there was any.
    mutating func skipSpace() -> Bool {
        let start = index
        while index < count, PlainXMLBytes.isSpace(bytes[index]) { index += 1 }
        return index > start
    }

    /// Steps over the multi-byte UTF-8 character starting here; declines a malformed one or one
    /// XML forbids.
    mutating func skipEncodedCharacter() throws(Declined) {
        guard let length = PlainXMLBytes.sequenceLength(bytes, at: index, count: count) else {
            throw Declined()
        }
        index += length
    }

    /// `= "` or `= '` with white space around the sign: the start of a quoted value, whose quote
    /// it returns, stepped over.
    mutating func valueQuote() throws(Declined) -> UInt8 {
        _ = skipSpace()
        guard index < count, bytes[index] == UInt8(ascii: "=") else { throw Declined() }
        index += 1
        _ = skipSpace()
        guard index < count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
            throw Declined()
        }
        defer { index += 1 }
        return bytes[index]
    }
}
