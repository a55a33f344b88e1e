public import Foundation

/// Writes a large, realistic RSS 2.0 feed, the same bytes for the same seed and size.
///
/// Each item has what real feeds carry: a title with an entity, a link, a guid, an RFC 822 date,
/// `dc:creator`, categories, an entity-escaped HTML description, `content:encoded` HTML in
/// CDATA, and now and then comments, an enclosure and `media:thumbnail`. Text mixes ASCII with
/// accented and CJK words, as a multilingual feed would.
public struct WorkloadGenerator {
    public let seed: UInt64

    public init(seed: UInt64 = 2024) {
        self.seed = seed
    }

    /// A document of at least `targetBytes` bytes (it stops after the item that crosses it),
    /// and the number of items in it.
    public func rssDocument(targetBytes: Int) -> (data: Data, itemCount: Int) {
        var random = SplitMix64(seed: seed)
        var output = """
            <?xml version="1.0" encoding="UTF-8"?>
            <rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" \
            xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom" \
            xmlns:media="http://search.yahoo.com/mrss/">
            <channel>
            <title>Tidings benchmark feed</title>
            <link>https://example.com/</link>
            <atom:link href="https://example.com/feed.xml" rel="self" type="application/rss+xml"/>
            <description>A generated feed for measuring the parser</description>
            <language>en</language>
            <lastBuildDate>Tue, 02 Jan 2024 10:00:00 +0000</lastBuildDate>

            """
        let closing = "</channel>\n</rss>\n"
        var itemCount = 0
        while output.utf8.count + closing.utf8.count < targetBytes {
            itemCount += 1
            output += item(number: itemCount, random: &random)
        }
        output += closing
        return (Data(output.utf8), itemCount)
    }

    private func item(number: Int, random: inout SplitMix64) -> String {
        let day = 1 + random.below(28)
        let hour = random.below(24)
        let minute = random.below(60)
        let weekday = Self.weekdays[random.below(7)]
        let month = Self.months[random.below(12)]
        let stamp =
            "\(weekday), \(pad(day)) \(month) 2024 \(pad(hour)):\(pad(minute)):\(pad(random.below(60))) +0000"
        var text = "<item>\n"
        text += "  <title>\(sentence(words: 4 + random.below(6), random: &random)) &amp; more</title>\n"
        text += "  <link>https://example.com/posts/\(number)</link>\n"
        text += "  <guid isPermaLink=\"false\">tag:example.com,2024:post-\(number)</guid>\n"
        text += "  <pubDate>\(stamp)</pubDate>\n"
        text += "  <dc:creator>\(Self.authors[random.below(Self.authors.count)])</dc:creator>\n"
        for _ in 0..<(1 + random.below(3)) {
            text += "  <category>\(Self.words[random.below(Self.words.count)])</category>\n"
        }
        var description = ""
        for _ in 0..<(1 + random.below(3)) {
            description += "&lt;p&gt;\(sentence(words: 20 + random.below(30), random: &random)) "
            description += "&lt;a href=&quot;https://example.com/ref/\(random.below(100_000))&quot;&gt;"
            description += "read more&lt;/a&gt;&lt;/p&gt;"
        }
        text += "  <description>\(description)</description>\n"
        var body = ""
        for paragraph in 0..<(2 + random.below(5)) {
            if paragraph == 1 { body += "<h2>\(sentence(words: 5, random: &random))</h2>\n" }
            body += "<p>\(sentence(words: 40 + random.below(60), random: &random))</p>\n"
        }
        text += "  <content:encoded><![CDATA[\(body)]]></content:encoded>\n"
        if random.below(3) == 0 {
            text += "  <comments>https://example.com/posts/\(number)#comments</comments>\n"
        }
        if random.below(5) == 0 {
            let size = 1_000_000 + random.below(50_000_000)
            text += "  <enclosure url=\"https://cdn.example.com/audio/\(number).mp3\" length=\"\(size)\" "
            text += "type=\"audio/mpeg\"/>\n"
            text += "  <media:thumbnail url=\"https://cdn.example.com/img/\(number).jpg\"/>\n"
        }
        text += "</item>\n"
        return text
    }

    private func sentence(words count: Int, random: inout SplitMix64) -> String {
        var words: [String] = []
        words.reserveCapacity(count)
        for _ in 0..<count { words.append(Self.words[random.below(Self.words.count)]) }
        return words.joined(separator: " ")
    }

    private func pad(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }

    static let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    static let authors = ["Ann Author", "Bo Writer", "Chloé Durand", "Dmitri Ivanov", "佐藤 花子"]
    static let words = [
        "the", "of", "and", "to", "in", "is", "that", "for", "it", "as", "was", "with", "be", "by", "on",
        "not", "he", "this", "are", "or", "his", "from", "at", "which", "but", "have", "an", "had", "they",
        "you", "were", "their", "one", "all", "we", "can", "her", "has", "there", "been", "if", "more",
        "when", "will", "would", "who", "so", "no", "feed", "reader", "terminal", "release", "swift",
        "parser", "update", "network", "article", "server", "latency", "memory", "benchmark", "café",
        "naïve", "résumé", "Zürich", "日本語", "ニュース", "새로운", "données", "über", "señal", "crème",
    ]
}
