import Foundation
import HTMLService
import TerminalTextService
import Testing

@Suite struct RenderRules {
    @Test func emptyAndPlainInput() {
        #expect(HTMLText.render("", width: 20) == RenderedText(lines: [], links: []))
        #expect(HTMLText.render("just text", width: 20).lines == ["just text"])
        #expect(HTMLText.render("<b>a</b> <i>b</i>", width: 20).lines == ["a b"])
    }

    @Test func textIsUTF8WhateverThePageDeclares() {
        let rendered = HTMLText.render("<meta charset='iso-8859-1'><p>café</p><p>日本</p>", width: 20)
        #expect(rendered.text == "café\n\n日本")
    }

    @Test func looseListItemsAreSeparatedByBlankLines() {
        #expect(
            HTMLText.render("<ul><li><p>one</p><p>more</p></li><li><p>two</p></li></ul>", width: 20).lines
                == [
                    "- one", "", "  more", "", "- two",
                ])
    }

    @Test func aListInsideAQuotation() {
        #expect(
            HTMLText.render("<blockquote><ol><li>a</li><li>b</li></ol></blockquote>", width: 20).lines == [
                "> 1. a", "> 2. b",
            ])
    }

    @Test func aTableTooNarrowForItsColumnsBecomesOneLinePerRow() {
        #expect(
            HTMLText.render(
                "<table><tr><td>a</td><td>b</td><td>c</td></tr><tr><td>d</td></tr></table>", width: 4
            )
            .lines == ["a |", "b |", "c", "d"])
    }

    @Test func aNestedTableIsFlattenedIntoItsCell() {
        #expect(
            HTMLText.render(
                "<table><tr><th>k</th><th>v</th></tr><tr><td>x</td><td><table><tr><td>in</td><td>ner</td></tr></table></td></tr></table>",
                width: 30
            ).lines == ["k  v", "-  ------", "x  in ner"])
    }

    @Test func linksInsideTableCells() {
        let rendered = HTMLText.render(
            "<table><tr><td><a href='https://a.test/'>A</a></td><td>b</td></tr></table>", width: 30)
        #expect(rendered.lines == ["A[1]  b"])
        #expect(rendered.links == [URL(string: "https://a.test/")].compactMap { $0 })
    }

    @Test func relativeLinksWithoutABaseStayRelative() {
        let rendered = HTMLText.render("<a href='/x'>x</a>", width: 30)
        #expect(rendered.lines == ["x[1]"])
        #expect(rendered.links.map(\.absoluteString) == ["/x"])
    }

    @Test func deepQuotationsStopIndentingAtHalfTheWidth() {
        let html = String(repeating: "<blockquote>", count: 200) + "deep"
        #expect(HTMLText.render(html, width: 40).lines == ["> > > > > > > > > > deep"])
    }

    @Test func deepListsStopIndentingAtHalfTheWidth() {
        let html = String(repeating: "<ul><li>", count: 100) + "deep"
        let lines = HTMLText.render(html, width: 20).lines
        #expect(lines == ["- - - - - deep"])
    }

    @Test func hugeNestingDoesNotCrash() {
        for tag in ["div", "blockquote", "ul><li", "table><tr><td", "b", "a href=x"] {
            let html = String(repeating: "<\(tag)>", count: 100_000) + "x"
            let rendered = HTMLText.render(html, width: 40)
            #expect(rendered.lines.allSatisfy { TerminalText.width(of: $0) <= 40 }, "\(tag)")
        }
    }

    @Test func linesFitTheWidthAndHoldNoControls() throws {
        let html = try [
            "render-paragraphs.html", "render-headings.html", "render-lists-nested.html",
            "render-blockquote-nested.html", "render-table.html", "render-images.html", "render-links.html",
            "render-cjk-emoji.html", "render-escape-sequences.html", "render-media.html",
            "render-misc-blocks.html",
        ].map(Fixture.text).joined().replacingOccurrences(of: "pre>", with: "div>")  // pre is never folded
        for width in [8, 13, 21, 34, 55, 89] {
            for line in HTMLText.render(html, width: width).lines {
                #expect(TerminalText.width(of: line) <= width, "\(line.debugDescription) at \(width)")
                #expect(TerminalText.sanitize(line) == line)
                #expect(!line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
            }
        }
    }
}

@Suite struct PlainText {
    @Test func stripsTagsAndDecodesEntities() {
        #expect(HTMLText.plainText(fromHTML: "<p>Hello <b>world</b></p><p>again</p>") == "Hello world again")
        #expect(HTMLText.plainText(fromHTML: "AT&amp;T &lt;3 caf&eacute;") == "AT&T <3 café")
        #expect(HTMLText.plainText(fromHTML: "Line<br>break") == "Line break")
        #expect(HTMLText.plainText(fromHTML: "<img alt=x>") == "")
        #expect(HTMLText.plainText(fromHTML: "") == "")
    }

    /// Text that is not HTML reads the same on either path, a "<" or "&" that begins a character
    /// with combining marks included (the check for markup looks at bytes, not characters).
    @Test func textWithoutMarkupReadsAsItIs() {
        for text in [
            "Feed 0, article 12", "  two\t words\n", "a <\u{0338} b", "x &\u{0301} y", "café ≠ cafe",
        ] {
            #expect(HTMLText.plainText(fromHTML: text) == HTMLText.plainText(fromText: text))
        }
        #expect(
            HTMLText.plainText(fromHTML: "a <\u{0338} b").unicodeScalars.map(\.value) == [
                0x61, 0x20, 0x3C, 0x338, 0x20, 0x62,
            ])
    }

    @Test func dropsScriptsAndStyles() {
        #expect(
            HTMLText.plainText(fromHTML: "Title <script>alert(1)</script><style>b{}</style>done")
                == "Title done")
    }

    @Test func collapsesWhitespaceOfPlainText() {
        #expect(HTMLText.plainText(fromHTML: "  plain  text\n with\tspaces ") == "plain text with spaces")
        #expect(HTMLText.plainText(fromText: "a <b> & c") == "a <b> & c")
    }

    @Test func sanitises() {
        #expect(HTMLText.plainText(fromHTML: "x\u{1B}]0;title\u{7}y") == "xy")
        #expect(HTMLText.plainText(fromHTML: "R&amp;D &#x9b;31m done\u{202E}") == "R&D done")
        #expect(HTMLText.plainText(fromText: "a\u{1B}[31mb\nc") == "ab c")
    }
}
