import FoundationEssentials
import HTMLTreeService
import Testing

@Suite struct MyHTMLTreeParserTests {
    let parser = MyHTMLTreeParser(limits: HTMLTreeLimits(maxBytes: 1 << 20))

    private func parse(_ html: String, charset: String? = nil) throws -> HTMLTree {
        try parser.parse(Data(html.utf8), charset: charset)
    }

    private func names(_ tree: HTMLTree) -> [String] { tree.nodes.map(\.name) }

    /// `load()` run on another thread: parses made while it loads, and after, read pages as
    /// ever, and loading again does nothing.
    @Test func aParserLoadedAheadParsesAsEver() async throws {
        let loading = Task.detached { MyHTMLTreeParser.load() }
        let early = try parse("<p>Early</p>")
        await loading.value
        MyHTMLTreeParser.load()
        #expect(early.text(of: 0) == "Early")
        #expect(try parse("<p>Late</p>").text(of: 0) == "Late")
    }

    @Test func buildsTheImpliedDocumentAsBrowsersDo() throws {
        let tree = try parse("<title>T</title><p>One<p>Two &amp; <b>three</b>")
        #expect(
            names(tree) == [
                "#document", "html", "head", "title", "#text", "body", "p", "#text", "p", "#text", "b",
                "#text",
            ])
        #expect(tree.nodes[0].end == Int32(tree.nodes.count))
        let body = try #require(tree.nodes.firstIndex { $0.name == "body" })
        #expect(tree.children(of: body).map { tree.nodes[$0].name } == ["p", "p"])
        #expect(tree.text(of: body) == "OneTwo & three")
        let bold = try #require(tree.nodes.firstIndex { $0.name == "b" })
        #expect(tree.nodes[Int(tree.nodes[bold].parent)].name == "p")
    }

    @Test func keepsAttributesInLowercaseWithEntitiesDecoded() throws {
        let tree = try parse("<DIV Class=\"a b\" ID=main data-x='1&lt;2'>x</DIV>")
        let div = try #require(tree.nodes.firstIndex { $0.name == "div" })
        #expect(tree.attribute("class", of: div) == "a b")
        #expect(tree.attribute("id", of: div) == "main")
        #expect(tree.attribute("data-x", of: div) == "1<2")
        #expect(tree.attribute("missing", of: div) == nil)
    }

    @Test func leavesOutCommentsAndDoctypes() throws {
        let tree = try parse("<!doctype html><!-- note --><p>a<!-- b -->c</p>")
        #expect(!tree.nodes.contains { $0.name.hasPrefix("#comment") || $0.name == "!doctype" })
        let paragraph = try #require(tree.nodes.firstIndex { $0.name == "p" })
        #expect(tree.text(of: paragraph) == "ac")
    }

    @Test func readsTheEncodingFromTheHeaderThenTheMetaElement() throws {
        let latin1 = Data([0x3C, 0x70, 0x3E, 0x63, 0x61, 0x66, 0xE9])  // <p>café in ISO-8859-1
        let fromHeader = try parser.parse(latin1, charset: "iso-8859-1")
        #expect(fromHeader.text(of: 0) == "café")
        let declared = Data("<meta charset=\"windows-1252\"><p>caf".utf8) + Data([0xE9])
        #expect(try parser.parse(declared, charset: nil).text(of: 0) == "café")
        let marked = Data([0xEF, 0xBB, 0xBF]) + Data("<p>café".utf8)
        #expect(try parser.parse(marked, charset: "iso-8859-1").text(of: 0) == "café")
    }

    @Test func parsesAnEmptyPageAsADocumentAlone() throws {
        let tree = try parse("")
        #expect(names(tree) == ["#document"])
        #expect(tree.children(of: 0).isEmpty)
    }

    @Test func refusesAPageOverTheByteLimit() {
        let small = MyHTMLTreeParser(limits: HTMLTreeLimits(maxBytes: 10))
        #expect(throws: HTMLTreeError.tooLarge(size: 11, limit: 10)) {
            try small.parse(Data("<p>01234567".utf8), charset: nil)
        }
    }

    @Test func cutsAPageOverTheNodeLimitAndSaysSo() throws {
        let capped = MyHTMLTreeParser(limits: HTMLTreeLimits(maxBytes: 1 << 20, maxNodes: 50))
        let tree = try capped.parse(Data(String(repeating: "<p>x</p>", count: 100).utf8), charset: nil)
        #expect(tree.isTruncated)
        #expect(tree.nodes.count == 50)
        for (index, node) in tree.nodes.enumerated() {
            #expect(Int(node.end) > index && Int(node.end) <= tree.nodes.count)
        }
    }

    @Test func cutsAPageThatIsSlowToParseAndSaysWhere() throws {
        // 100,000 nested elements make HTML5's tree construction quadratic (20 s uncut).
        let limits = HTMLTreeLimits(maxBytes: 1 << 20, maxParseTime: .milliseconds(200))
        let deep = String(repeating: "<div>", count: 100_000) + "end"
        let clock = ContinuousClock()
        let started = clock.now
        let tree = try MyHTMLTreeParser(limits: limits).parse(Data(deep.utf8), charset: nil)
        #expect(clock.now - started < .seconds(5))
        let cut = try #require(tree.cutAt)
        #expect(cut > 0 && cut < deep.utf8.count)
        #expect(!tree.text(of: 0).contains("end"))
    }

    @Test func keepsTheFirstAttributesOfAnElementWithThousands() throws {
        let attributes = (0..<10_000).map { "a\($0)=\"v\"" }.joined(separator: " ")
        let wide = try parser.parse(Data("<p \(attributes)>x</p>".utf8), charset: nil)
        let paragraph = try #require(wide.nodes.firstIndex { $0.name == "p" })
        #expect(wide.attributes(of: paragraph).count == 64)
        #expect(wide.attributes(of: paragraph).first?.name == "a0")
        #expect(wide.cutAt == nil)
    }
}
