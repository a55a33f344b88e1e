public import FoundationEssentials

/// Turns the bytes of a feed into a `ParsedFeed`: RSS 0.9x, 1.0 and 2.0, Atom 0.3 and 1.0, and
/// JSON Feed 1.0 and 1.1, the format judged from the content alone.
///
/// XML formats stream through libxml2's SAX parser (XMLService), which never loads a DTD or an
/// external entity and never expands an entity the document declares. A document a lenient reader
/// should accept (a bare `&`, an undeclared entity, a missing end tag at the end, bytes invalid in
/// their encoding) is read with diagnostics; anything else broken is `.malformed` with its line
/// and column.
public struct FeedParser: Sendable {
    /// The bounds of every parse.
    public let limits: FeedParserLimits
    /// Documents over this many bytes are refused (configuration key `parser.maxDocumentBytes`).
    public var maxDocumentBytes: Int { limits.maxDocumentBytes }

    /// Whether a plain UTF-8 document is read by XMLService's `PlainXMLScanner`, libxml2 reading
    /// only what it declines. Both give the same feed (the differential tests and fuzzer compare
    /// them); off, every XML document goes through libxml2.
    public let scansPlainXML: Bool

    /// The smallest document `parse(_:url:charset:each:secondHalf:halvesAtMostBytes:)` reads in
    /// halves: below it, a second thread costs about what it saves.
    public let halvesMinimumBytes: Int

    public init(limits: FeedParserLimits, scansPlainXML: Bool = true, halvesMinimumBytes: Int = 1 << 20) {
        self.limits = limits
        self.scansPlainXML = scansPlainXML
        self.halvesMinimumBytes = halvesMinimumBytes
    }

    /// A parser bounded by document size only (tests and benchmarks).
    public init(maxDocumentBytes: Int, scansPlainXML: Bool = true, halvesMinimumBytes: Int = 1 << 20) {
        self.init(
            limits: FeedParserLimits(maxDocumentBytes: maxDocumentBytes), scansPlainXML: scansPlainXML,
            halvesMinimumBytes: halvesMinimumBytes)
    }

    /// Parses `data`. `url` is where the bytes came from (relative links resolve against it);
    /// `charset` is the HTTP charset, if any.
    public func parse(_ data: Data, url: URL?, charset: String?) throws(FeedParseError) -> ParsedFeed {
        var items: [ParsedItem] = []
        var feed = try parse(data, url: url, charset: charset) { items.append($0) }
        feed.items = items
        return feed
    }

    /// Parses `data`, handing each item to `each` as soon as it is read, in document order; the
    /// feed returned holds no items. A plain UTF-8 document is then never held as a whole list of
    /// items, so its parse needs memory for one item at a time beside the input (a document
    /// libxml2 reads is held whole, then handed over).
    ///
    /// When it throws, some items may have been handed over already: a caller that must not keep
    /// part of a broken document drops what it received.
    public func parse(_ data: Data, url: URL?, charset: String?, each: (ParsedItem) -> Void)
        throws(FeedParseError) -> ParsedFeed
    {
        try withoutActuallyEscaping(each) { (each) throws(FeedParseError) -> ParsedFeed in
            let delivery = ItemDelivery(each)
            return try parse(data, url: url, charset: charset, delivery: delivery)
        }
    }

    /// Parses `data` as `parse(_:url:charset:each:)` does, reading a plain UTF-8 RSS, RDF or Atom
    /// document of `halvesMinimumBytes` or more in two halves at once: the items of the first go
    /// to `each` as they are read, on this thread, and those of the second to `secondHalf`, on
    /// another, before this returns. The caller keeps what `secondHalf` received until then: when
    /// `secondHalfFollows`, those items come after the ones `each` received, in document order;
    /// otherwise `each` received every item (the document was read in one pass, or its halves
    /// did not fit together; see `XMLFeedReader.halvesPass`), and what `secondHalf` received is
    /// dropped. For a caller that writes the items out, so that writing them takes two threads
    /// too; a parse that keeps items in memory gains nothing from it. A document over
    /// `halvesAtMostBytes` is read in one pass, for a caller that holds the second half's output
    /// and bounds what it holds.
    public func parse(
        _ data: Data, url: URL?, charset: String?, each: (ParsedItem) -> Void,
        secondHalf: @escaping @Sendable (ParsedItem) -> Void, halvesAtMostBytes: Int = .max
    ) throws(FeedParseError) -> (feed: ParsedFeed, secondHalfFollows: Bool) {
        let half = SecondHalf(secondHalf, atLeastBytes: halvesMinimumBytes, atMostBytes: halvesAtMostBytes)
        let feed = try withoutActuallyEscaping(each) { (each) throws(FeedParseError) -> ParsedFeed in
            try parse(data, url: url, charset: charset, delivery: ItemDelivery(each), secondHalf: half)
        }
        return (feed, half.follows)
    }

    private func parse(
        _ data: Data, url: URL?, charset: String?, delivery: ItemDelivery, secondHalf: SecondHalf? = nil
    )
        throws(FeedParseError) -> ParsedFeed
    {
        guard data.count <= maxDocumentBytes else {
            throw .tooLarge(size: data.count, limit: maxDocumentBytes)
        }
        let sniff = DocumentSniffer.sniff(data)
        switch sniff.kind {
        case .empty:
            throw .empty
        case .json:
            var feed = try JSONFeedReader(documentURL: url, limits: limits).read(data, charset: charset)
            delivery.offer(feed.items)
            feed.items = []
            return feed
        case .html:
            throw .notAFeed(
                "it is an HTML page; a site's page usually links its feed with <link rel=\"alternate\">, "
                    + "subscribe to that address instead")
        case .noElement:
            throw .notAFeed("it is an XML document without any element, only a declaration or comments")
        case .other(let what):
            // A local file that is not a feed may be private (/etc/shadow): never quote it.
            throw .notAFeed(
                url?.isFileURL == true
                    ? "it is a local file that is neither XML nor JSON (its content is not shown)"
                    : "\(what), neither XML nor JSON")
        case .xml(let root):
            if let root, root.format == nil {
                throw .notAFeed(
                    "it is an XML document whose root element is <\(root.localName)>, not <rss>, <rdf:RDF> or <feed>"
                )
            }
            var reader = XMLFeedReader(documentURL: url, limits: limits, scansPlainXML: scansPlainXML)
            reader.rssNamesIgnoreCase = root?.declaresItunes == true
            reader.secondHalf = secondHalf
            return try reader.read(
                data, sniff: sniff, charset: charset, delivery: delivery)
        }
    }
}
