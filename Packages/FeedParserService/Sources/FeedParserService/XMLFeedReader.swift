import FoundationEssentials
import MappedFileService
import XMLService

/// Reads RSS, RDF and Atom documents: one libxml2 pass for a clean document; for a broken one,
/// a judgement of libxml2's diagnostics and, when they are all of a kind a lenient reader steps
/// over, a second pass over repaired bytes (see `XMLRepair`).
struct XMLFeedReader {
    let documentURL: URL?
    let limits: FeedParserLimits
    /// Whether the first pass tries `PlainXMLScanner` before libxml2.
    let scansPlainXML: Bool
    /// Whether RSS element names are read in any case (`<TiTlE>`), as iTunes reads a feed that
    /// declares its namespace.
    var rssNamesIgnoreCase = false
    /// Where the items of a plain document's second half go when it is read in halves (see
    /// `halvesPass`); nil: one pass.
    var secondHalf: SecondHalf?

    /// What libxml2 reported, sorted by what the reader can do about it.
    enum Problem {
        /// A bare `&`, an undeclared entity, or a forbidden character: the repair fixes it.
        case reference
        /// Bytes invalid in the document's encoding.
        case encoding
        /// After the last element started: everything before it was read.
        case tail
        /// Anything else: the document is malformed.
        case fatal
        /// The document names an encoding nobody knows.
        case unsupportedEncoding
        /// An entity problem in the doctype, which is never read: nothing to repair.
        case prolog
        /// A namespace prefix the document never declared: the element is read by the prefix's
        /// usual meaning (`itunes:`, `dc:`, `media:`…), or left out; nothing to repair.
        case namespace
    }

    /// Reads `document`, handing its items to `delivery`; the feed returned holds no items.
    ///
    /// The plain fast path delivers each item as it ends, so a document it reads whole is never
    /// held as items. The libxml2 passes keep their items until the last pass is judged (a first
    /// pass over a broken document reads items a repaired pass reads differently), then deliver
    /// them, skipping those the fast path delivered before it declined.
    func read(_ document: Data, sniff: DocumentSniff, charset: String?, delivery: ItemDelivery)
        throws(FeedParseError) -> ParsedFeed
    {
        let (trimmed, leadNote) = DeclarationLead.trimmed(document)
        let (data, doctypeNote) = DoctypeKeyword.repaired(trimmed)
        var plan = EncodingPlan(sniff: sniff, httpCharset: charset)
        plan.notes += [leadNote, doctypeNote].compactMap { $0 }
        if scansPlainXML && plan.isUTF8 {
            if let secondHalf, secondHalf.reads(documentOf: data.count),
                case .xml(let root) = sniff.kind,
                let halves = halvesPass(
                    data, root: root?.localName, delivery: delivery, secondHalf: secondHalf)
            {
                return try feed(from: halves, diagnostics: plan.notes, delivery: delivery)
            }
            if let scanned = plainPass(data, delivery: delivery) {
                return try feed(from: scanned, diagnostics: plan.notes, delivery: delivery)
            }
        }
        let first: Pass
        do {
            first = try pass(data, encoding: plan.override, sniff: sniff)
        } catch .unsupportedEncoding(let name) where plan.source == .http {
            // A charset from HTTP that nobody knows is a server's mistake: fall back on the
            // document's own declaration.
            let notes = plan.notes + ["the HTTP charset '\(name)' is unknown and was ignored"]
            plan = EncodingPlan(sniff: sniff, httpCharset: nil)
            plan.notes = notes
            first = try pass(data, encoding: plan.override, sniff: sniff)
        }
        // A refused declaration matters only where the document uses it (then undeclared).
        if !first.outcome.diagnostics.isEmpty { plan.notes += first.outcome.refusedEntities }
        let problems = first.outcome.diagnostics.map {
            classify($0, elementCount: first.outcome.elementCount)
        }
        if let index = problems.firstIndex(where: { $0 == .unsupportedEncoding }) {
            throw .unsupportedEncoding(sniff.declaredEncoding ?? first.outcome.diagnostics[index].message)
        }
        let firstRepairable = problems.firstIndex { $0 == .reference || $0 == .encoding }
        if let fatal = problems.firstIndex(of: .fatal), fatal < (firstRepairable ?? Int.max) {
            throw malformed(first.outcome.diagnostics[fatal])
        }
        guard let firstRepairable else {
            return try feed(
                from: first,
                diagnostics: plan.notes
                    + describe(first.outcome.diagnostics, problems, plan: plan, pass: first),
                delivery: delivery)
        }

        let repairedPass = try repairAndParse(
            data, plan: plan, sniff: sniff, problems: problems, first: first)
        let secondProblems = repairedPass.outcome.diagnostics.map {
            classify($0, elementCount: repairedPass.outcome.elementCount)
        }
        if let fatal = secondProblems.firstIndex(where: { $0 != .tail && $0 != .prolog }) {
            throw malformed(repairedPass.outcome.diagnostics[fatal])
        }
        let repaired = Array(zip(first.outcome.diagnostics, problems))[firstRepairable...].filter {
            $0.1 == .reference || $0.1 == .encoding
        }
        return try feed(
            from: repairedPass,
            diagnostics: plan.notes + describe(repaired.map(\.0), repaired.map(\.1), plan: plan, pass: first)
                + describe(repairedPass.outcome.diagnostics, secondProblems, plan: plan, pass: repairedPass),
            delivery: delivery)
    }

    // MARK: passes

    struct Pass {
        let handler: FeedEventHandler
        let outcome: XMLParseOutcome
    }

    /// The fast path: a plain UTF-8 document read by `PlainXMLScanner`, its items delivered as
    /// they end, or nil when it declines (its handler, which saw some of the events, is then
    /// dropped; the items it delivered stay delivered).
    private func plainPass(_ data: Data, delivery: ItemDelivery) -> Pass? {
        let handler = FeedEventHandler(
            documentURL: documentURL, limits: limits, delivery: delivery,
            rssNamesIgnoreCase: rssNamesIgnoreCase, eventsAreValidUTF8: true)
        // A body spooled to a file gives back its pages as the scan leaves them behind.
        guard
            let outcome = PlainXMLScanner(maxBytes: Int.max).scan(
                data, handler: handler, passed: MappedFile.release(before:))
        else {
            return nil
        }
        handler.finishDocument()
        return Pass(handler: handler, outcome: outcome)
    }

    private func pass(_ data: Data, encoding: String?, sniff: DocumentSniff) throws(FeedParseError) -> Pass {
        let handler = FeedEventHandler(
            documentURL: documentURL, limits: limits, rssNamesIgnoreCase: rssNamesIgnoreCase)
        let parser = XMLStreamParser(
            options: XMLParseOptions(maxBytes: Int.max, recover: true, encoding: encoding))
        do {
            let outcome = try parser.parse(data, handler: handler)
            handler.finishDocument()
            return Pass(handler: handler, outcome: outcome)
        } catch {
            switch error {
            case .empty: throw .empty
            case .tooLarge(let size, let limit): throw .tooLarge(size: size, limit: limit)
            case .unknownEncoding(let name): throw .unsupportedEncoding(name)
            case .parserUnavailable(let reason): throw .parserUnavailable(reason)
            case .malformed(let diagnostic):
                if diagnostic.code == LibXML2Code.unsupportedEncoding {
                    throw .unsupportedEncoding(sniff.declaredEncoding ?? diagnostic.message)
                }
                throw malformed(diagnostic)
            }
        }
    }

    /// Repairs the bytes for the problems found and parses them again.
    private func repairAndParse(
        _ data: Data, plan: EncodingPlan, sniff: DocumentSniff, problems: [Problem], first: Pass
    ) throws(FeedParseError) -> Pass {
        let hasEncodingProblem = problems.contains(.encoding)
        let declared = Set(first.outcome.declaredEntities)
        if plan.isWide {
            guard let text = Self.decodeWide(data, sniff: sniff) else {
                throw .malformed(
                    line: 1, column: 1, message: "the bytes are not valid \(plan.effective.uppercased())")
            }
            let utf8 = Array(text.utf8)
            let repaired = utf8.withUnsafeBufferPointer {
                XMLRepair.repair($0, fixInvalidUTF8: false, declared: declared)
            }
            return try pass(Data(repaired), encoding: "UTF-8", sniff: sniff)
        }
        var encoding = plan.override
        var fixInvalidUTF8 = false
        if hasEncodingProblem {
            if plan.isUTF8 {
                fixInvalidUTF8 = true
                encoding = "UTF-8"
            } else if plan.isWindows1252 {
                // iconv refuses the five bytes Windows-1252 leaves undefined; read them as the
                // WHATWG Encoding Standard does, as the characters of the same number.
                let utf8 = data.withUnsafeBytes { raw in Windows1252.transcode(raw.bindMemory(to: UInt8.self))
                }
                let repaired = utf8.withUnsafeBufferPointer {
                    XMLRepair.repair($0, fixInvalidUTF8: false, declared: declared)
                }
                return try pass(Data(repaired), encoding: "UTF-8", sniff: sniff)
            } else {
                let diagnostic = first.outcome.diagnostics[problems.firstIndex(of: .encoding) ?? 0]
                throw .malformed(
                    line: max(1, diagnostic.line), column: max(1, diagnostic.column),
                    message:
                        "the bytes are not valid \(plan.effective.uppercased()) (\(Self.oneLine(diagnostic.message)))"
                )
            }
        }
        let repaired = data.withUnsafeBytes { raw in
            XMLRepair.repair(
                raw.bindMemory(to: UInt8.self), fixInvalidUTF8: fixInvalidUTF8, declared: declared)
        }
        return try pass(Data(repaired), encoding: encoding, sniff: sniff)
    }

    static func decodeWide(_ data: Data, sniff: DocumentSniff) -> String? {
        let bytes = data.withUnsafeBytes { raw in
            DocumentSniffer.wideLayout(raw.bindMemory(to: UInt8.self), mark: sniff.byteOrderMark)
        }
        guard let layout = bytes else { return nil }
        let body = data.dropFirst(sniff.byteOrderMark?.length ?? 0)
        let encoding: String.Encoding =
            switch (layout.width, layout.littleEndian) {
            case (2, true): .utf16LittleEndian
            case (2, false): .utf16BigEndian
            case (_, true): .utf32LittleEndian
            default: .utf32BigEndian
            }
        return String(data: body, encoding: encoding)
    }

    // MARK: judging diagnostics

    private func classify(_ diagnostic: XMLDiagnostic, elementCount: Int) -> Problem {
        switch diagnostic.code {
        case LibXML2Code.undefinedNamespace:
            return .namespace
        case LibXML2Code.entityLoop:
            // The document's entities expand past their budget: an attack, not damage.
            return .fatal
        case LibXML2Code.unsupportedEncoding, LibXML2Code.unknownEncoding:
            return .unsupportedEncoding
        case LibXML2Code.conversionFailed, LibXML2Code.encoderError, LibXML2Code.invalidEncoding:
            return .encoding
        case LibXML2Code.invalidCharacter where diagnostic.message.hasPrefix("Input is not proper UTF-8"):
            return .encoding
        case LibXML2Code.invalidCharacter, LibXML2Code.invalidCharacterReference,
            LibXML2Code.invalidHexReference,
            LibXML2Code.invalidDecimalReference, LibXML2Code.referenceWithoutName,
            LibXML2Code.referenceWithoutSemicolon, LibXML2Code.undeclaredEntity,
            LibXML2Code.undeclaredEntityWarning,
            LibXML2Code.nameRequired, LibXML2Code.hyphenInComment:
            return diagnostic.elementsBefore == 0 ? .prolog : .reference
        default:
            return diagnostic.elementsBefore >= elementCount ? .tail : .fatal
        }
    }

    private func malformed(_ diagnostic: XMLDiagnostic) -> FeedParseError {
        .malformed(
            line: diagnostic.line, column: diagnostic.column, message: Self.oneLine(diagnostic.message))
    }

    /// One sentence per problem stepped over (duplicates once, at most 20, then a count).
    private func describe(
        _ diagnostics: [XMLDiagnostic], _ problems: [Problem], plan: EncodingPlan, pass: Pass
    )
        -> [String]
    {
        var sentences: [String] = []
        for (diagnostic, problem) in zip(diagnostics, problems) {
            guard let what = explanation(diagnostic, problem, plan: plan) else { continue }
            var message = Self.oneLine(diagnostic.message)
            if diagnostic.code == LibXML2Code.documentEnd, pass.handler.openElements > 0 {
                message = "the document ends with \(pass.handler.openElements) elements still open"
            }
            let position = diagnostic.line > 0 ? "line \(diagnostic.line), column \(diagnostic.column): " : ""
            let sentence = "\(position)\(message) (\(what))"
            if !sentences.contains(sentence) { sentences.append(sentence) }
        }
        if sentences.count > 20 {
            return Array(sentences.prefix(20)) + ["and \(sentences.count - 20) more problems of these kinds"]
        }
        return sentences
    }

    private func explanation(_ diagnostic: XMLDiagnostic, _ problem: Problem, plan: EncodingPlan) -> String? {
        switch problem {
        case .reference:
            switch diagnostic.code {
            case LibXML2Code.invalidCharacter, LibXML2Code.invalidCharacterReference,
                LibXML2Code.invalidHexReference, LibXML2Code.invalidDecimalReference:
                return "dropped a character XML forbids"
            default:
                return "kept the text as written"
            }
        case .encoding:
            if plan.isWindows1252 {
                return "read the bytes Windows-1252 leaves undefined as the characters of the same number"
            }
            return "read the bytes that are not valid \(plan.effective.uppercased()) as Windows-1252"
        case .tail:
            return "everything before it was read"
        case .prolog:
            return "the doctype is never read, so this changes nothing"
        case .namespace:
            return "read by the prefix's usual meaning"
        case .fatal, .unsupportedEncoding:
            return nil
        }
    }

    /// Where the document stopped, when its root element never closed (a download cut short, a
    /// last end tag left open); nil for a document that reached its end.
    private func truncation(of pass: Pass) -> DocumentTruncation? {
        guard pass.handler.foreignRoot == nil else { return nil }
        let tail = pass.outcome.diagnostics.filter { $0.elementsBefore >= pass.outcome.elementCount }
        let open = pass.handler.openElements
        let reason: String
        if open > 0 || !pass.handler.rootClosed {
            reason = "the document stops with \(open) element\(open == 1 ? "" : "s") still open"
        } else if tail.contains(where: { $0.code == LibXML2Code.greaterThanRequired }) {
            // libxml2 closes the root on `</rss` and reports the missing `>` alone.
            reason = "the document stops inside its last end tag"
        } else {
            return nil
        }
        let last = tail.last
        return DocumentTruncation(
            line: max(0, last?.line ?? 0), column: max(0, last?.column ?? 0), reason: reason)
    }

    /// libxml2's message on one line.
    static func oneLine(_ message: String) -> String {
        message.split(whereSeparator: \.isNewline).map { line in
            guard let first = line.firstIndex(where: { !$0.isWhitespace }),
                let last = line.lastIndex(where: { !$0.isWhitespace })
            else { return "" }
            return String(line[first...last])
        }.joined(separator: " ")
    }

    /// The feed of the pass judged last, its kept items (if any) delivered and taken out.
    private func feed(from pass: Pass, diagnostics: [String], delivery: ItemDelivery) throws(FeedParseError)
        -> ParsedFeed
    {
        guard var feed = pass.handler.result(diagnostics: diagnostics, truncation: truncation(of: pass))
        else {
            let root = pass.handler.foreignRoot.map { "<\($0)>" } ?? "not a feed element"
            throw .notAFeed(
                "it is an XML document whose root element is \(root), not <rss>, <rdf:RDF> or <feed>")
        }
        delivery.offer(feed.items)
        feed.items = []
        return feed
    }
}

/// The libxml2 error codes (`xmlParserErrors`) the reader tells apart.
enum LibXML2Code {
    static let invalidHexReference = 6
    static let invalidDecimalReference = 7
    static let invalidCharacterReference = 8
    static let invalidCharacter = 9
    static let documentEnd = 5
    static let referenceWithoutName = 22
    static let referenceWithoutSemicolon = 23
    static let undeclaredEntity = 26
    static let undeclaredEntityWarning = 27
    static let unknownEncoding = 31
    static let unsupportedEncoding = 32
    static let nameRequired = 68
    static let greaterThanRequired = 73
    static let entityLoop = 89
    static let hyphenInComment = 80
    static let undefinedNamespace = 201
    static let invalidEncoding = 81
    static let encoderError = 1544
    static let conversionFailed = 6003
}
