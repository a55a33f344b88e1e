import FeedParserService
import Foundation
import Testing

/// A local file that is not a feed may be private: its error never quotes it.
@Suite struct LocalFileText {
    @Test func aLocalFileThatIsNotAFeedIsNotQuoted() throws {
        let secret = Data("root:$6$salt$hash:19000:0:99999:7:::\n".utf8)
        let parser = FeedParser(maxDocumentBytes: 1 << 20)
        let local = URL(fileURLWithPath: "/etc/shadow")
        #expect(throws: FeedParseError.self) { try parser.parse(secret, url: local, charset: nil) }
        do {
            _ = try parser.parse(secret, url: local, charset: nil)
        } catch {
            #expect(!error.description.contains("root"))
            #expect(error.description.contains("its content is not shown"))
        }
        do {
            _ = try parser.parse(secret, url: URL(string: "https://example.com/feed"), charset: nil)
        } catch {
            #expect(error.description.contains("root"), "a page from the network is still described")
        }
    }
}

/// A DOCTYPE whose internal subset references a parameter entity once made libxml2 drop every
/// entity reference after it, `&amp;` included.
@Suite struct ParameterEntities {
    @Test(arguments: [
        "<!ENTITY % ext SYSTEM \"http://example.com/x.dtd\">\n%ext;",
        "<!ENTITY % inline \"\">\n%inline;",
        "%undeclared;",
    ])
    func ampersandsSurviveAParameterEntityReference(subset: String) throws {
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE rss [
            \(subset)
            ]>
            <rss version="2.0"><channel><title>PE</title>
            <item><guid>1</guid><title>A &amp; B &lt; C</title></item></channel></rss>
            """
        let feed = try FeedParser(maxDocumentBytes: 1 << 20).parse(Data(text.utf8), url: nil, charset: nil)
        #expect(feed.items.first?.title == "A & B < C")
    }
}
