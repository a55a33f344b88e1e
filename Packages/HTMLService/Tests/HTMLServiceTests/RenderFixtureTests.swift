import Foundation
import HTMLService
import Testing

private let entryURL = URL(string: "https://example.test/blog/entry.html")

private func render(_ fixture: String, width: Int = 30) throws -> RenderedText {
    HTMLText.render(try Fixture.text(fixture), width: width, baseURL: entryURL)
}

private func urls(_ strings: [String]) throws -> [URL] {
    try strings.map { try #require(URL(string: $0)) }
}

@Suite struct RenderFixtures {
    @Test func paragraphsCollapseWhitespaceAndDecodeEntities() throws {
        let rendered = try render("render-paragraphs.html")
        #expect(
            rendered.lines == [
                "The quick brown fox & the lazy",
                "dog.",
                "",
                "Café <menu> — café au lait…",
                "",
                "A div",
                "with a line break",
                "and leading spaces after it.",
                "",
                "Softhyphen and a very\u{200B}",
                "longwordwithawbr and “a",
                "quotation”.",
            ])
        #expect(rendered.links.isEmpty)
    }

    @Test func headingsArePrefixedWithHashes() throws {
        #expect(
            try render("render-headings.html").lines == [
                "# Main title",
                "",
                "Intro.",
                "",
                "## A section heading that is",
                "   long enough to wrap",
                "",
                "### Third",
                "",
                "###### Sixth",
                "",
                "End.",
            ])
    }

    @Test func listsNestWithIndentation() throws {
        #expect(
            try render("render-lists-nested.html").lines == [
                "Before.",
                "",
                "- First item",
                "- Second item, long enough to",
                "  wrap onto a second line",
                "  - Nested one",
                "  - Nested two",
                "    9. nine",
                "    10. ten",
                "-",
                "",
                "1. alpha",
                "5. five",
                "6. six",
                "",
                "After.",
            ])
    }

    @Test func blockquotesNestWithPrefixes() throws {
        #expect(
            try render("render-blockquote-nested.html").lines == [
                "Someone wrote:",
                "",
                "> First paragraph of the",
                "> quotation.",
                ">",
                "> > A quotation inside it.",
                ">",
                "> Back to the first level.",
                "",
                "Reply.",
            ])
    }

    @Test func preIsVerbatimAndCodeKeepsItsSpaces() throws {
        #expect(
            try render("render-pre-code.html").lines == [
                "Run make   test first.",
                "",
                "func main() {",
                "        print(\"hello\")   // a long line that is not wrapped even though it is wider than the width",
                "}",
                "",
                "> quoted",
                ">   code",
            ])
    }

    @Test func tablesAlignColumnsByDisplayWidth() throws {
        #expect(
            try render("render-table.html").lines == [
                "Results",
                "Name      Score  Note",
                "--------  -----  -------------",
                "Ann       10     first",
                "李小龙    9      a much longer",
                "                 note that has",
                "                 to wrap",
                "                 inside its",
                "                 column",
                "spanning         last",
            ])
    }

    @Test func wideTablesKeepTheirNaturalColumns() throws {
        #expect(
            try render("render-table.html", width: 60).lines == [
                "Results",
                "Name      Score  Note",
                "--------  -----  -------------------------------------------",
                "Ann       10     first",
                "李小龙    9      a much longer note that has to wrap inside",
                "                 its column",
                "spanning         last",
            ])
    }

    @Test func imagesShowTheirAltText() throws {
        let rendered = try render("render-images.html")
        #expect(rendered.lines == ["Look: [image: a cat] and", "[image] and", "[image: thumbnail][1]."])
        #expect(rendered.links == (try urls(["https://example.test/full.png"])))
    }

    @Test func linksAreNumberedAndResolved() throws {
        let rendered = try render("render-links.html")
        #expect(
            rendered.lines == [
                "Read the post[1], the other",
                "site[2], the post again[1], a",
                "footnote, a script, mail[3]",
                "and a relative one[4].",
            ])
        #expect(
            rendered.links
                == (try urls([
                    "https://example.test/post/1", "https://other.test/x", "mailto:me@example.test",
                    "https://example.test/blog/rel/path?q=a%20b",
                ])))
    }

    @Test func theDocumentsBaseHrefWins() throws {
        let rendered = try render("render-base-href.html")
        #expect(rendered.lines == ["relative to the base[1]"])
        #expect(rendered.links == (try urls(["https://cdn.example.test/base/page.html"])))
    }

    @Test func scriptsStylesAndHiddenElementsAreDropped() throws {
        #expect(try render("render-dropped-elements.html").lines == ["Visible.", "", "Also visible."])
    }

    @Test func cjkAndEmojiWrapByDisplayWidth() throws {
        #expect(
            try render("render-cjk-emoji.html").lines == [
                "日本語の文章はスペースなしで折",
                "り返されます。",
                "",
                "Emoji 👨‍👩‍👧‍👦 family, 🇯🇵 flag, 👍🏽",
                "thumbs and ❤️ heart.",
            ])
    }

    @Test func escapeSequencesNeverReachTheOutput() throws {
        let rendered = try render("render-escape-sequences.html")
        #expect(
            rendered.lines == [
                "Title and red text here evil.",
                "",
                "pretext tab end",
                "",
                "[image: altblink]link[1]",
                "[1mentity",
            ])
        #expect(rendered.links == (try urls(["https://x.test/ab"])))
    }

    @Test func mediaBecomeLabelsWithLinks() throws {
        let rendered = try render("render-media.html")
        #expect(rendered.lines == ["Watch:", "", "[frame: A talk][1] [video][2]", "[audio][3]"])
        #expect(
            rendered.links
                == (try urls([
                    "https://video.example.test/embed/42", "https://example.test/movie.mp4",
                    "https://example.test/blog/episode.mp3",
                ])))
    }

    @Test func definitionListsAndRules() throws {
        #expect(
            try render("render-misc-blocks.html").lines == [
                "Term",
                "    Its definition, long",
                "    enough to wrap.",
                "",
                "------------------------------",
                "",
                "After the rule.",
            ])
    }
}
