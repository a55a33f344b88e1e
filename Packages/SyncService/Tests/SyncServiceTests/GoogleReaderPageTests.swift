import Foundation
import HTTPService
import JSONService
import Testing

@testable import SyncService

/// The scanned pages against the same answers read as trees: generated pages, with fields
/// missing, repeated, of the wrong kind or written as numbers, give the same articles, ids and
/// continuations both ways.
@Suite struct GoogleReaderPageTests {
    private let exchange = SyncExchange(
        client: CannedHTTPClient(), kind: .greader, url: URL(fileURLWithPath: "/"))

    @Test func generatedItemPagesScanAsTheirTreesRead() throws {
        var writer = ItemPageWriter(seed: 0x6EAD)
        for _ in 0..<400 {
            let text = writer.itemPage()
            let tree = try exchange.decode(Data(text.utf8))
            let page = try exchange.scan(Data(text.utf8), GoogleReaderItems.itemPage)
            let items = tree.objects("items")
            #expect(page.articles.map { $0.map(Compared.init) } == items?.compactMap(Self.article), "\(text)")
            #expect(page.itemCount == items?.count ?? 0, "\(text)")
            #expect(page.itemIDs == items?.compactMap { $0.string("id").flatMap(GoogleReaderIDs.item) } ?? [])
            #expect(page.continuation == tree.string("continuation").flatMap { $0.isEmpty ? nil : $0 })
        }
    }

    @Test func generatedIDPagesScanAsTheirTreesRead() throws {
        var writer = ItemPageWriter(seed: 0x1D5)
        for _ in 0..<400 {
            let text = writer.idPage()
            let tree = try exchange.decode(Data(text.utf8))
            let page = try exchange.scan(Data(text.utf8), GoogleReaderItems.idPage)
            let ids = tree.objects("itemRefs")?.compactMap { $0.string("id").flatMap(GoogleReaderIDs.item) }
            #expect(page.ids == ids, "\(text)")
            #expect(page.continuation == tree.string("continuation").flatMap { $0.isEmpty ? nil : $0 })
        }
    }

    @Test func answersThatAreNotObjectsSayWhatTheyAre() {
        for (body, reason) in [
            ("", "an empty answer"), ("<html>", "an HTML or XML page instead of JSON"),
            ("[1]", "JSON that is not an object"), ("{\"items\": [", "an answer that is not JSON"),
        ] {
            #expect(throws: SyncServerError.unexpectedAnswer(server: exchange.server, reason: reason)) {
                try exchange.scan(Data(body.utf8), GoogleReaderItems.itemPage)
            }
        }
    }

    /// An item read from its tree, as the adapter read items before it scanned them.
    private static func article(_ item: JSONFields) -> Compared? {
        guard let id = item.string("id").flatMap(GoogleReaderIDs.item),
            let feed = item.fields("origin")?.string("streamId").flatMap(GoogleReaderIDs.feed)
        else { return nil }
        let categories = Set((item.object["categories"]?.array ?? []).compactMap(\.string))
        let link =
            (item.objects("canonical") ?? []).lazy.compactMap { $0.webURL("href") }.first
            ?? (item.objects("alternate") ?? []).lazy.compactMap { $0.webURL("href") }.first
        let published = item.date("published")
        return Compared(
            RemoteArticle(
                id: id, feedID: feed, title: item.string("title"), link: link,
                author: item.string("author").flatMap { $0.isEmpty ? nil : $0 },
                html: item.fields("content")?.string("content") ?? item.fields("summary")?.string("content"),
                published: published, updated: item.date("updated") ?? published,
                isUnread: !categories.contains(GoogleReaderIDs.read),
                isStarred: categories.contains(GoogleReaderIDs.starred)))
    }

    /// An article's fields, comparable.
    struct Compared: Equatable {
        let id: Int64
        let feed: Int64
        let title: String?
        let link: URL?
        let author: String?
        let html: String?
        let published: Date?
        let updated: Date?
        let unread: Bool
        let starred: Bool

        init(_ article: RemoteArticle) {
            (id, feed, title, link, author) = (
                article.id, article.feedID, article.title, article.link, article.author
            )
            (html, published, updated, unread, starred) = (
                article.html, article.published, article.updated, article.isUnread, article.isStarred
            )
        }
    }
}

/// Writes Google Reader API answers with every field an item may have, each sometimes missing,
/// repeated, of another kind, or a number where a string belongs; seeded, so a failure repeats.
struct ItemPageWriter {
    private var random: SplitMixRandom

    init(seed: UInt64) { random = SplitMixRandom(seed: seed) }

    private mutating func pick<T>(_ choices: [T]) -> T { choices[Int(random.next() % UInt64(choices.count))] }

    private mutating func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }

    mutating func itemPage() -> String {
        var members: [String] = []
        if chance(90) {
            members.append(
                "\"items\": "
                    + (chance(95)
                        ? "["
                            + (0..<Int(random.next() % 5)).map { _ in item() }
                            .joined(separator: ", ") + "]" : pick(["{}", "null", "\"x\""])))
        }
        members += extras()
        members.shuffle(using: &random)
        return "{" + members.joined(separator: ", ") + "}"
    }

    mutating func idPage() -> String {
        var members: [String] = []
        if chance(90) {
            let refs = (0..<Int(random.next() % 6)).map { _ -> String in
                chance(10)
                    ? pick(["1", "\"17\"", "null"])
                    : "{"
                        + [field("\"id\"", id()), "\"directStreamIds\": []"].filter { !$0.isEmpty }
                        .joined(separator: ", ") + "}"
            }
            members.append("\"itemRefs\": [" + refs.joined(separator: ", ") + "]")
        }
        members += extras()
        members.shuffle(using: &random)
        return "{" + members.joined(separator: ", ") + "}"
    }

    /// A continuation, sometimes twice, empty or a number, and members nobody reads.
    private mutating func extras() -> [String] {
        var members: [String] = []
        for _ in 0..<Int(random.next() % 3) {
            members.append("\"continuation\": " + pick(["\"17\"", "\"\"", "42", "null", "[\"x\"]"]))
        }
        if chance(50) {
            members.append("\"id\": \"user/-/state/com.google/reading-list\", \"updated\": 1700000000")
        }
        return members
    }

    private mutating func item() -> String {
        if chance(5) { return pick(["1", "\"item\"", "null", "[]"]) }
        var members: [String] = []
        members.append(field("\"id\"", id()))
        members.append(
            field(
                "\"origin\"",
                pick([
                    "{\"streamId\": \"feed/3\", \"title\": \"T\"}",
                    "{\"streamId\": \"feed/https://example.com/rss\"}",
                    "{\"title\": \"no stream\"}", "{\"streamId\": 7}", "\"feed/3\"",
                    "{\"streamId\": \"user/-/label/x\"}",
                ])))
        members.append(
            field("\"title\"", pick(["\"A title\"", "\"Caf\\u00e9 \\\"quoted\\\"\"", "12", "null", "\"\""])))
        members.append(field("\"author\"", pick(["\"Ann\"", "\"\"", "null", "5"])))
        members.append(
            field("\"published\"", pick(["1700000000", "\"1700000001\"", "0", "-5", "1.5e9", "\"x\""])))
        members.append(field("\"updated\"", pick(["1700000100", "null", "\"1700000200\""])))
        members.append(
            field(
                "\"content\"",
                pick([
                    "{\"content\": \"<p>Body " + String(repeating: "long text ", count: 5) + "</p>\"}",
                    "{\"direction\": \"ltr\"}", "\"text\"", "{\"content\": 3}",
                ])))
        members.append(field("\"summary\"", pick(["{\"content\": \"<p>Summary</p>\"}", "{}", "null"])))
        members.append(
            field(
                "\"categories\"",
                pick([
                    "[\"user/-/state/com.google/reading-list\", \"user/-/state/com.google/read\"]",
                    "[\"user/-/state/com.google/starred\", 4, null]", "[]",
                    "\"user/-/state/com.google/read\"",
                    "[\"user/-/state/com.google/read\", \"user/-/state/com.google/starred\", \"user/-/label/Tech\"]",
                ])))
        for name in ["canonical", "alternate"] {
            members.append(
                field(
                    "\"\(name)\"",
                    pick([
                        "[{\"href\": \"https://example.com/a\"}]",
                        "[{\"href\": \" http://example.com/b \", \"type\": \"text/html\"}]",
                        "[{\"type\": \"text/html\"}, {\"href\": \"https://example.com/second\"}]",
                        "[{\"href\": \"ftp://x/y\"}]",
                        "[\"https://example.com/bare\"]", "{}", "[]",
                    ])))
        }
        members.append(field("\"crawlTimeMsec\"", "\"1796608318768\""))
        members.shuffle(using: &random)
        return "{" + members.filter { !$0.isEmpty }.joined(separator: ", ") + "}"
    }

    private mutating func id() -> String {
        pick([
            "\"tag:google.com,2005:reader/item/0006620178a40689\"", "\"1796608318768777\"",
            "1796608318768778",
            "\"tag:google.com,2005:reader/item/xyz\"", "\"18446744073709551615\"", "null",
            "\"0\"", "\"007\"", "\"\"", "\"12a\"", "\"999999999999999999\"", "\"9999999999999999999\"",
            "\"-5\"", "\"1\\u0032\"",
        ])
    }

    /// `name: value`, sometimes missing, sometimes given twice (the second value another).
    private mutating func field(_ name: String, _ value: String) -> String {
        if chance(10) { return "" }
        if chance(10) { return "\(name): \(value), \(name): \(pick(["null", "\"other\"", "{}", "[]", "9"]))" }
        return "\(name): \(value)"
    }
}

/// A small seeded random number generator (SplitMix64), so that a failure repeats.
struct SplitMixRandom: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E9B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
