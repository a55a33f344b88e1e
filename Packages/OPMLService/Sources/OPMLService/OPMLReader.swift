public import FoundationEssentials
import XMLService

/// What a lenient read kept, and the problems it stepped over.
public struct OPMLReadResult: Equatable, Sendable {
    public let document: OPMLDocument
    /// Empty when the file was well-formed and complete.
    public let diagnostics: [OPMLDiagnostic]

    public init(document: OPMLDocument, diagnostics: [OPMLDiagnostic]) {
        self.document = document
        self.diagnostics = diagnostics
    }
}

/// Reads OPML 1.0, 1.1 and 2.0 files with libxml2 (XMLService's streaming parser).
public struct OPMLReader: Sendable {
    /// Files over this many bytes are refused before parsing.
    public let maxBytes: Int

    public init(maxBytes: Int) {
        self.maxBytes = maxBytes
    }

    /// Reads `data`, failing at the first well-formedness error with its line and column.
    public func read(_ data: Data) throws(OPMLError) -> OPMLDocument {
        let assembler = OPMLTreeAssembler()
        _ = try parse(data, recover: false, assembler: assembler)
        try check(assembler)
        guard assembler.sawBody else { throw .missingBody }
        return assembler.document()
    }

    /// Reads what can be read of `data`: past well-formedness errors (each kept as a
    /// diagnostic), outlines a truncated file left open included. Bare `&` in attribute
    /// values, a common exporter bug, are read as `&amp;` so the URLs holding them survive
    /// (each reported; later columns on such a line are off by four per repair). Still fails
    /// when nothing of it is OPML: no root element, a root other than `opml`, or a size over
    /// the limit.
    public func readLeniently(_ data: Data) throws(OPMLError) -> OPMLReadResult {
        guard data.count <= maxBytes else { throw .tooLarge(size: data.count, limit: maxBytes) }
        let assembler = OPMLTreeAssembler()
        let (repaired, repairs) = AmpersandRepair.repair(data)
        var diagnostics = try parse(repaired, recover: true, assembler: assembler)
        diagnostics = (repairs + diagnostics).sorted { ($0.line, $0.column) < ($1.line, $1.column) }
        try check(assembler)
        if !assembler.sawBody {
            diagnostics.append(OPMLDiagnostic(line: 0, column: 0, message: "no <body> element"))
        }
        return OPMLReadResult(document: assembler.document(), diagnostics: diagnostics)
    }

    private func parse(_ data: Data, recover: Bool, assembler: OPMLTreeAssembler) throws(OPMLError)
        -> [OPMLDiagnostic]
    {
        let parser = XMLStreamParser(options: XMLParseOptions(maxBytes: maxBytes, recover: recover))
        do {
            let outcome = try parser.parse(data, handler: assembler)
            return outcome.diagnostics.map(Self.diagnostic)
        } catch {
            switch error {
            case .tooLarge(let size, let limit): throw .tooLarge(size: size, limit: limit)
            case .empty: throw .empty
            case .malformed(let diagnostic): throw .malformed(Self.diagnostic(diagnostic))
            case .unknownEncoding(let name): throw .unknownEncoding(name)
            case .parserUnavailable(let reason): throw .parserUnavailable(reason)
            }
        }
    }

    private func check(_ assembler: OPMLTreeAssembler) throws(OPMLError) {
        guard let root = assembler.rootElement else { throw .empty }
        guard root == "opml" else { throw .notOPML(rootElement: root) }
    }

    private static func diagnostic(_ diagnostic: XMLDiagnostic) -> OPMLDiagnostic {
        OPMLDiagnostic(line: diagnostic.line, column: diagnostic.column, message: diagnostic.message)
    }
}
