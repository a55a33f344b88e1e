public import Foundation

/// Writes the documents of the small-feed corpus and the compact many-item feed, the same bytes
/// for the same seed, in the shapes published feeds have.
///
/// - `corpus(count:)`: documents of 1–100 KB (sizes spread evenly on a log scale, as real feeds'
///   are), cycling through five shapes: RSS 2.0 with `content:encoded` CDATA bodies, Atom 1.0
///   with XHTML and HTML content, an iTunes podcast with enclosures, RSS 1.0 (RDF) with Dublin
///   Core dates, and RSS whose descriptions are entity-escaped HTML with character references.
/// - `compactDocument(itemCount:)`: an RSS 2.0 feed of short items (title, link, guid, date,
///   a one-sentence description, a category), about 360 bytes each: 20,000 of them make the
///   7 MB file of the measurements.
public struct SmallFeedGenerator {
    public enum Shape: CaseIterable, Sendable {
        case rssContent, atom, podcast, rdf, escapedHTML
    }

    public let seed: UInt64

    public init(seed: UInt64 = 2026) {
        self.seed = seed
    }

    /// `count` documents, each with its file name.
    public func corpus(count: Int) -> [(name: String, data: Data)] {
        var random = SplitMix64(seed: seed)
        return (0..<count).map { index in
            let shape = Shape.allCases[index % Shape.allCases.count]
            // 1 KB · 100^(i/(n-1)): from 1 KB to 100 KB, evenly on a log scale.
            let fraction = count > 1 ? Double(index) / Double(count - 1) : 0
            let target = Int(1024 * pow(100, fraction))
            let data = document(shape, targetBytes: target, random: &random)
            return (String(format: "small-%03d-\(shape).xml", index), data)
        }
    }

    /// An RSS 2.0 document of `itemCount` short items.
    public func compactDocument(itemCount: Int) -> Data {
        var random = SplitMix64(seed: seed &+ 1)
        var output = """
            <?xml version="1.0" encoding="UTF-8"?>
            <rss version="2.0">
            <channel>
            <title>Compact benchmark feed</title>
            <link>https://compact.example/</link>
            <description>Many short items</description>

            """
        for number in 1...max(1, itemCount) {
            output += "<item><title>\(sentence(6, &random))</title>"
            output += "<link>https://compact.example/p/\(number)</link>"
            output += "<guid>https://compact.example/p/\(number)</guid>"
            output += "<pubDate>\(date(&random))</pubDate>"
            output +=
                "<description>\(sentence(18, &random)) &amp; \(Self.words[random.below(Self.words.count)])"
            output +=
                "</description><category>\(Self.words[random.below(Self.words.count)])</category></item>\n"
        }
        output += "</channel>\n</rss>\n"
        return Data(output.utf8)
    }

    private func document(_ shape: Shape, targetBytes: Int, random: inout SplitMix64) -> Data {
        let (head, tail) = frame(shape)
        var output = head
        var number = 0
        while output.utf8.count + tail.utf8.count < targetBytes || number == 0 {
            number += 1
            output += entry(shape, number: number, random: &random)
        }
        return Data((output + tail).utf8)
    }

    private func frame(_ shape: Shape) -> (head: String, tail: String) {
        let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        switch shape {
        case .rssContent, .escapedHTML:
            return (
                declaration
                    + "<rss version=\"2.0\" xmlns:content=\"http://purl.org/rss/1.0/modules/content/\" "
                    + "xmlns:dc=\"http://purl.org/dc/elements/1.1/\" xmlns:atom=\"http://www.w3.org/2005/Atom\">\n"
                    + "<channel><title>Small feed &amp; friends</title><link>https://small.example/</link>"
                    + "<atom:link href=\"https://small.example/feed\" rel=\"self\" type=\"application/rss+xml\"/>"
                    + "<description>Generated</description><language>en</language>\n",
                "</channel></rss>\n"
            )
        case .atom:
            return (
                declaration + "<feed xmlns=\"http://www.w3.org/2005/Atom\" xml:lang=\"en\">\n"
                    + "<title type=\"text\">Small Atom feed</title><id>urn:example:small-atom</id>"
                    + "<updated>2026-11-30T10:00:00Z</updated><link rel=\"alternate\" href=\"https://atom.example/\"/>"
                    + "<link rel=\"self\" href=\"https://atom.example/feed.atom\"/><author><name>Ann Author</name></author>\n",
                "</feed>\n"
            )
        case .podcast:
            return (
                declaration
                    + "<rss version=\"2.0\" xmlns:itunes=\"http://www.itunes.com/dtds/podcast-1.0.dtd\" "
                    + "xmlns:media=\"http://search.yahoo.com/mrss/\">\n<channel><title>Small podcast</title>"
                    + "<link>https://pod.example/</link><description>Talk</description>"
                    + "<itunes:author>Pod Caster</itunes:author><itunes:image href=\"https://pod.example/c.jpg\"/>"
                    + "<itunes:category text=\"Technology\"><itunes:category text=\"Podcasting\"/></itunes:category>\n",
                "</channel></rss>\n"
            )
        case .rdf:
            return (
                declaration
                    + "<rdf:RDF xmlns:rdf=\"http://www.w3.org/1999/02/22-rdf-syntax-ns#\" "
                    + "xmlns=\"http://purl.org/rss/1.0/\" xmlns:dc=\"http://purl.org/dc/elements/1.1/\">\n"
                    + "<channel rdf:about=\"https://rdf.example/\"><title>Small RDF</title>"
                    + "<link>https://rdf.example/</link><description>RSS 1.0</description></channel>\n",
                "</rdf:RDF>\n"
            )
        }
    }

    private func entry(_ shape: Shape, number: Int, random: inout SplitMix64) -> String {
        let title = sentence(4 + random.below(6), &random)
        switch shape {
        case .rssContent:
            var body = ""
            for _ in 0..<(2 + random.below(4)) {
                body += "<p>\(sentence(40 + random.below(50), &random))</p>\n"
            }
            return "<item><title>\(title)</title><link>https://small.example/\(number)</link>"
                + "<guid isPermaLink=\"true\">https://small.example/\(number)</guid><pubDate>\(date(&random))</pubDate>"
                + "<dc:creator>\(Self.authors[random.below(Self.authors.count)])</dc:creator>"
                + "<description>\(sentence(25, &random))</description>"
                + "<content:encoded><![CDATA[\(body)]]></content:encoded></item>\n"
        case .atom:
            let xhtml =
                "<div xmlns=\"http://www.w3.org/1999/xhtml\"><p>\(sentence(50 + random.below(60), &random))</p>"
                + "<p><a href=\"https://atom.example/r/\(number)\">more</a></p></div>"
            return "<entry><title type=\"html\">\(title) &amp;lt;em&amp;gt;now&amp;lt;/em&amp;gt;</title>"
                + "<id>urn:example:small-atom:\(number)</id><link rel=\"alternate\" href=\"https://atom.example/\(number)\"/>"
                + "<published>2026-11-\(pad(1 + random.below(28)))T\(pad(random.below(24))):00:00Z</published>"
                + "<updated>2026-11-29T10:00:00+01:00</updated><category term=\"\(Self.words[random.below(Self.words.count)])\"/>"
                + "<summary type=\"html\">&lt;p&gt;\(sentence(20, &random))&lt;/p&gt;</summary>"
                + "<content type=\"xhtml\">\(xhtml)</content></entry>\n"
        case .podcast:
            return
                "<item><title>\(title)</title><guid>pod-\(number)</guid><pubDate>\(date(&random))</pubDate>"
                + "<description>\(sentence(30 + random.below(40), &random))</description>"
                + "<enclosure url=\"https://pod.example/\(number).mp3\" length=\"\(1_000_000 + random.below(9_000_000))\" type=\"audio/mpeg\"/>"
                + "<itunes:duration>\(random.below(2))\(random.below(10)):\(pad(random.below(60))):\(pad(random.below(60)))</itunes:duration>"
                + "<itunes:summary>\(sentence(20, &random))</itunes:summary>"
                + "<media:thumbnail url=\"https://pod.example/\(number).jpg\"/></item>\n"
        case .rdf:
            return "<item rdf:about=\"https://rdf.example/\(number)\"><title>\(title)</title>"
                + "<link>https://rdf.example/\(number)</link><dc:date>2026-11-\(pad(1 + random.below(28)))T08:00:00Z</dc:date>"
                + "<dc:subject>\(Self.words[random.below(Self.words.count)])</dc:subject>"
                + "<description>\(sentence(40 + random.below(40), &random))</description></item>\n"
        case .escapedHTML:
            var description = ""
            for _ in 0..<(2 + random.below(3)) {
                description += "&lt;p&gt;\(sentence(30, &random)) &amp;#8217;s &amp;quot;quoted&amp;quot; "
                description +=
                    "&lt;a href=&quot;https://small.example/r/\(random.below(10_000))&quot;&gt;link&lt;/a&gt;&lt;/p&gt;"
            }
            return
                "<item><title>\(title) &#8212; &#233;dition</title><link>https://small.example/e/\(number)</link>"
                + "<guid>e-\(number)</guid><pubDate>\(date(&random))</pubDate><description>\(description)</description></item>\n"
        }
    }

    private func sentence(_ count: Int, _ random: inout SplitMix64) -> String {
        (0..<count).map { _ in Self.words[random.below(Self.words.count)] }.joined(separator: " ")
    }

    private func date(_ random: inout SplitMix64) -> String {
        "\(WorkloadGenerator.weekdays[random.below(7)]), \(pad(1 + random.below(28))) "
            + "\(WorkloadGenerator.months[random.below(12)]) 2026 \(pad(random.below(24))):\(pad(random.below(60))):00 GMT"
    }

    private func pad(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }

    static let words = WorkloadGenerator.words
    static let authors = WorkloadGenerator.authors
}
