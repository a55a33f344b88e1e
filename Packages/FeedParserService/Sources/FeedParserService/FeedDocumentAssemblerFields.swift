import FoundationEssentials
import XMLService

/// Finishing fields: turning captured text into values and putting them in their slots.
extension FeedDocumentAssembler {

    mutating func finishField(_ capture: FieldCapture) {
        switch capture.owner {
        case .feed: finishFeedField(capture)
        case .item, .media: finishItemField(capture)
        case .image: feed.logoURL = feed.logoURL ?? capturedURL()
        case .person: finishPersonField(capture)
        }
    }

    mutating func finishFeedField(_ capture: FieldCapture) {
        switch capture.tag {
        case .title, .atomTitle: feed.title = feed.title ?? lineText(capture.mode)
        case .dcTitle, .itunesTitle: feed.titleFallback = feed.titleFallback ?? lineText(capture.mode)
        case .category, .dcSubject:
            if let category = nonEmpty(capturedString()) { feed.lists.addCategory(category) }
        case .link: feed.homeURL = feed.homeURL ?? capturedURL()
        case .description, .atomSubtitle: feed.description = feed.description ?? lineText(capture.mode)
        case .itunesSummary, .itunesSubtitle, .dcDescription:
            feed.descriptionFallback = feed.descriptionFallback ?? lineText(capture.mode)
        case .language: feed.language = feed.language ?? capturedString()
        case .dcLanguage: feed.language = feed.language ?? capturedString()
        case .lastBuildDate, .atomUpdated, .atomModified, .termsModified:
            feed.updated = feed.updated ?? capturedDate()
        case .pubDate, .dcDate: feed.updatedFallback = feed.updatedFallback ?? capturedDate()
        case .managingEditor, .dcCreator, .itunesAuthor:
            if let person = capturedString().flatMap(PersonText.person) {
                feed.addAuthor(person)
            }
        case .atomIcon: feed.iconURL = feed.iconURL ?? capturedURL()
        case .atomLogo: feed.logoURL = feed.logoURL ?? capturedURL()
        default: break
        }
    }

    mutating func finishItemField(_ capture: FieldCapture) {
        guard inItem else { return }
        switch capture.tag {
        case .title, .atomTitle: item.title = item.title ?? lineText(capture.mode)
        case .dcTitle, .mediaTitle, .itunesTitle:
            item.titleFallback = item.titleFallback ?? lineText(capture.mode)
        case .link:
            if item.link == nil, let text = capturedString() {
                item.linkText = text
                item.link = resolvedAddress(text)
            }
        case .guid:
            if item.guid == nil, let text = capturedString() {
                item.guid = text
                item.guidIsPermaLink = !capture.notPermaLink
            }
        case .atomID: item.atomID = item.atomID ?? capturedString()
        case .pubDate: item.published = item.published ?? capturedDate()
        case .atomPublished, .atomIssued:
            // Atom 1.0's `published` and 0.3's `issued` name the same date: when an entry gives
            // both, the later element wins, as feedparser has it; a repeat of one keeps the first.
            if item.published == nil || (item.publishedBy != nil && item.publishedBy != capture.tag) {
                item.published = capturedDate() ?? item.published
                item.publishedBy = capture.tag
            }
        case .dcDate, .atomCreated, .termsCreated, .termsIssued:
            item.publishedFallback = item.publishedFallback ?? capturedDate()
        case .atomUpdated, .atomModified, .termsModified:
            // The first date published wins, the last date updated wins, as feedparser has it.
            item.updated = capturedDate() ?? item.updated
        case .author, .dcCreator, .itunesAuthor:
            if let person = capturedString().flatMap(PersonText.person) { item.addAuthor(person) }
        case .category, .dcSubject:
            if let category = capturedString() { item.addCategory(category) }
        case .comments: item.commentsURL = item.commentsURL ?? capturedURL()
        case .description, .atomSummary: item.summary = item.summary ?? capturedContent(capture.mode)
        case .itunesSummary, .itunesSubtitle, .mediaDescription, .dcDescription:
            item.summaryFallback = item.summaryFallback ?? capturedContent(capture.mode)
        case .contentEncoded, .atomContent: item.content = item.content ?? capturedContent(capture.mode)
        case .itunesDuration: item.duration = item.duration ?? capturedString().flatMap(DurationText.seconds)
        default: break
        }
    }

    mutating func finishPersonField(_ capture: FieldCapture) {
        guard let value = capturedString() else { return }
        switch capture.tag {
        case .atomName: person.person.name = value
        case .atomEmail: person.person.email = value
        case .atomURI: person.person.url = resolve(value)
        default: break
        }
    }

    mutating func finishItem() {
        guard inItem else { return }
        inItem = false
        takeItem()
    }

    /// Delivers the current item, or moves it into `items`, noting what its limits cut.
    mutating func takeItem() {
        if item.lists.wasCut {
            notes.append(contentsOf: item.lists.notes(owner: "item \(itemsRead + 1)"))
        }
        if TitleBound.isOver(item.title ?? item.titleFallback, limit: limits.maxTitleCharacters) {
            notes.append(
                "item \(itemsRead + 1)'s title is longer than \(limits.maxTitleCharacters) characters and was cut "
                    + "(parser.maxTitleCharacters)")
        }
        let finished = item.takeFinished(maxTitleCharacters: limits.maxTitleCharacters)
        if let delivery {
            delivery.offer(finished, number: itemsRead)
        } else {
            items.append(finished)
        }
        itemsRead += 1
    }

    mutating func finishPerson() {
        guard inPerson else { return }
        inPerson = false
        guard person.person != ParsedPerson() else { return }
        switch person.owner {
        case .feed: feed.addAuthor(person.person)
        case .item: item.addAuthor(person.person)
        }
    }

    // MARK: values

    func capturedString() -> String? {
        CapturedText.string(text, knownValid: textIsValidUTF8)
    }

    /// The captured text as a URL (see `resolve`).
    func capturedURL() -> URL? {
        guard let text = capturedString() else { return nil }
        return resolve(text)
    }

    func capturedDate() -> Date? {
        text.withUnsafeBufferPointer { FeedDateParser.date(fromBytes: $0) }
    }

    /// The captured text decoded from base64 when the mode says so (see `Base64Text`).
    func decodedString(_ mode: TextMode) -> String? {
        guard let string = capturedString() else { return nil }
        guard case .base64(_, let textOnly) = mode else { return string }
        if textOnly { return Base64Text.decodedUTF8(string) }
        return Base64Text.decoded(string) ?? string
    }

    /// A title or description: plain text on one line, tags of HTML titles dropped. The captured
    /// bytes are scanned once for line breaks and references, so the common title, which has
    /// neither, becomes a string without further passes.
    func lineText(_ mode: TextMode) -> String? {
        guard var string = decodedString(mode) else { return nil }
        if !mode.isHTML && !mode.isBase64 && !Self.needsLineCleanup(text) { return string }
        if mode.isHTML { string = CapturedText.plainText(fromHTML: string) }
        let line = CapturedText.trim(CapturedText.line(string))
        return line.isEmpty ? nil : line
    }

    /// Whether captured bytes hold a line break (any `CapturedText.breaksLine` scalar: NEL is
    /// C2 85, the line and paragraph separators E2 80 A8 and A9), a tab, or something like a
    /// reference.
    static func needsLineCleanup(_ bytes: [UInt8]) -> Bool {
        guard mayNeedLineCleanup(bytes) else { return false }
        var previousWasAmpersand = false
        for index in bytes.indices {
            switch bytes[index] {
            case 0x09...0x0D:
                return true
            case 0xC2, 0xE2:
                if startsMultibyteLineBreak(bytes, at: index) { return true }
            case UInt8(ascii: "#"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "A")...UInt8(ascii: "Z"):
                if previousWasAmpersand { return true }
            default:
                break
            }
            previousWasAmpersand = bytes[index] == UInt8(ascii: "&")
        }
        return false
    }

    /// False when none of the bytes `needsLineCleanup` looks at is there (tab to carriage
    /// return, 0xC2, 0xE2, `&`), tested sixteen at a time (the last sixteen overlapping those
    /// before), as nearly every title is; true when one is, or the text is shorter than sixteen.
    private static func mayNeedLineCleanup(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, buffer.count >= 16 else { return true }
            typealias Block = SIMD16<UInt8>
            func hasByte(at offset: Int) -> Bool {
                let block = UnsafeRawPointer(base + offset).loadUnaligned(as: Block.self)
                var found = block .>= Block(repeating: 0x09) .& (block .<= Block(repeating: 0x0D))
                found .|= block .== Block(repeating: 0xC2)
                found .|= block .== Block(repeating: 0xE2)
                found .|= block .== Block(repeating: UInt8(ascii: "&"))
                return any(found)
            }
            var offset = 0
            while offset + 16 <= buffer.count {
                if hasByte(at: offset) { return true }
                offset += 16
            }
            return offset < buffer.count && hasByte(at: buffer.count - 16)
        }
    }

    /// Whether NEL (C2 85) or the line or paragraph separator (E2 80 A8, E2 80 A9) starts at
    /// `index`.
    private static func startsMultibyteLineBreak(_ bytes: [UInt8], at index: Int) -> Bool {
        let rest = bytes[index...]
        return rest.starts(with: [0xC2, 0x85]) || rest.starts(with: [0xE2, 0x80, 0xA8])
            || rest.starts(with: [0xE2, 0x80, 0xA9])
    }

    func capturedContent(_ mode: TextMode) -> ParsedContent? {
        guard let string = decodedString(mode) else { return nil }
        return ParsedContent(text: string, isHTML: mode.isHTML, baseURL: mode.isHTML ? currentBase : nil)
    }

    var currentBase: URL? {
        bases.last?.url ?? documentURL
    }

    /// `text` (trimmed) as a URL, resolved against the `xml:base` in effect or the document's URL.
    func resolve(_ text: String) -> URL? {
        let trimmed = CapturedText.trim(text)
        guard !trimmed.isEmpty else { return nil }
        guard let base = currentBase, !Self.isAbsoluteWebAddress(trimmed) else { return URL(string: trimmed) }
        return URL(string: trimmed, relativeTo: base)?.absoluteURL
    }

    /// `text` (trimmed) resolved as `resolve` does, as the address's text: a plain absolute
    /// address is kept as written, without making a `URL` of it.
    func resolvedAddress(_ text: String) -> String? {
        let trimmed = CapturedText.trim(text)
        guard !trimmed.isEmpty else { return nil }
        if PlainWebAddress.isPlain(trimmed) { return trimmed }
        return resolve(trimmed)?.absoluteString
    }

    /// Whether `text` starts with `http://` or `https://` (compared as bytes: `hasPrefix` on a
    /// `String` compares characters, which costs more than the URL itself).
    static func isAbsoluteWebAddress(_ text: String) -> Bool {
        var utf8 = text.utf8.makeIterator()
        for expected in "http".utf8 where utf8.next() != expected { return false }
        var next = utf8.next()
        if next == UInt8(ascii: "s") { next = utf8.next() }
        return next == UInt8(ascii: ":") && utf8.next() == UInt8(ascii: "/")
            && utf8.next() == UInt8(ascii: "/")
    }

    func nonEmpty(_ text: String?) -> String? {
        guard let trimmed = text.map(CapturedText.trim), !trimmed.isEmpty else { return nil }
        return trimmed
    }
}
