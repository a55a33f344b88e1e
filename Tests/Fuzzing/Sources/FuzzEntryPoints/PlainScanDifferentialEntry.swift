import FeedParserService
import Foundation
import Synchronization
import XMLService

/// The plain-XML fast path against libxml2, on the same input, twice over:
/// - event by event: whatever `PlainXMLScanner` reads, libxml2 finds well-formed and reports
///   as the same events (names, namespaces, attributes, text);
/// - feed by feed: `FeedParser` with the fast path gives the same feed, or the same error, as
///   `FeedParser` with libxml2 alone, under every HTTP charset the feed fuzzer tries;
/// - read in halves on two threads (`parse(_:url:charset:each:secondHalf:halvesAtMostBytes:)`, every document
///   large enough), the fast path gives that feed too, its items in the same order.
///
/// The input also goes through as it is with a well-formed RSS wrapper around it when it holds
/// no `<` (so that text-level mutations reach the scanner's text and entity code).
enum PlainScanDifferentialEntry {
    static let maxBytes = 4 << 20
    static let scanner = PlainXMLScanner(maxBytes: maxBytes)
    static let libxml2 = XMLStreamParser(options: XMLParseOptions(maxBytes: maxBytes, recover: true))
    static let fast = FeedParser(maxDocumentBytes: maxBytes)
    static let reference = FeedParser(maxDocumentBytes: maxBytes, scansPlainXML: false)
    static let halves = FeedParser(maxDocumentBytes: maxBytes, halvesMinimumBytes: 1)
    static let documentURL = URL(string: "https://fuzz.test/feeds/main.xml")

    static func run(_ input: Data) -> [String] {
        var documents = [input]
        if !input.contains(UInt8(ascii: "<")) {
            documents.append(
                Data("<rss><channel><item><title>".utf8) + input
                    + Data("</title></item></channel></rss>".utf8))
        }
        let charsets = FeedParserEntry.charsets
        return documents.flatMap { document in
            events(document) + feeds(document, charset: charsets[Int(document.last ?? 0) % charsets.count])
        }
    }

    /// The scanner's events against libxml2's, when the scanner reads the document.
    static func events(_ document: Data) -> [String] {
        let scanned = XMLEventTranscript()
        guard scanner.scan(document, handler: scanned) != nil else { return [] }
        let expected = XMLEventTranscript()
        guard let outcome = try? libxml2.parse(document, handler: expected), outcome.isWellFormed else {
            return ["the plain scanner read a document libxml2 does not find well-formed"]
        }
        guard scanned.events != expected.events else { return [] }
        let first =
            zip(scanned.events, expected.events).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(scanned.events.count, expected.events.count)
        return [
            "event \(first) differs: the scanner reported "
                + "\(scanned.events.dropFirst(first).first.map { "\($0)" } ?? "nothing"), libxml2 "
                + "\(expected.events.dropFirst(first).first.map { "\($0)" } ?? "nothing")"
        ]
    }

    /// The feed (or the error) with the fast path against the one without it.
    static func feeds(_ document: Data, charset: String?) -> [String] {
        let withScanner = Outcome(fast, document, charset: charset)
        let withoutScanner = Outcome(reference, document, charset: charset)
        let inHalves = Outcome(halvesOf: document, charset: charset)
        var findings: [String] = []
        if withScanner != withoutScanner {
            findings.append(
                "with charset \(charset ?? "none"), the fast path gave \(withScanner), libxml2 alone \(withoutScanner)"
            )
        }
        if inHalves != withoutScanner {
            findings.append(
                "with charset \(charset ?? "none"), the halves gave \(inHalves), libxml2 alone \(withoutScanner)"
            )
        }
        return findings
    }

    /// What a parse gave: a feed, or an error's description.
    enum Outcome: Equatable {
        case feed(ParsedFeed)
        case failure(String)

        init(_ parser: FeedParser, _ document: Data, charset: String?) {
            do {
                self = .feed(
                    try parser.parse(document, url: PlainScanDifferentialEntry.documentURL, charset: charset))
            } catch {
                self = .failure("\(error)")
            }
        }

        /// The feed read in halves, its items those of the first half, then the second's when
        /// they follow.
        init(halvesOf document: Data, charset: String?) {
            var first: [ParsedItem] = []
            let second = SecondHalfItems()
            do {
                var (feed, follows) = try PlainScanDifferentialEntry.halves.parse(
                    document, url: PlainScanDifferentialEntry.documentURL, charset: charset,
                    each: { first.append($0) }, secondHalf: { second.add($0) })
                feed.items = first + (follows ? second.items : [])
                self = .feed(feed)
            } catch {
                self = .failure("\(error)")
            }
        }
    }

    /// The items a second half handed over, on the parse's other thread.
    final class SecondHalfItems: Sendable {
        private let list = Mutex<[ParsedItem]>([])
        func add(_ item: ParsedItem) { list.withLock { $0.append(item) } }
        var items: [ParsedItem] { list.withLock { $0 } }
    }
}
