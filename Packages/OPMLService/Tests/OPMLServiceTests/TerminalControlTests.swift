import Foundation
import OPMLService
import Testing

/// A feed title with C1 controls reaches `tidings export`'s output through the writer; written
/// raw, a terminal would read U+009B as CSI and U+009D as OSC. Found by the reliability suite.
@Suite struct TerminalControlsInOPML {
    @Test func deleteAndC1ControlsAreWrittenAsReferencesAndReadBack() throws {
        var head = OPMLHead()
        head.title = "Head \u{9D}0;title\u{9C}"
        let title = "Feed \u{9B}2J \u{9D}0;title\u{9C} \u{7F}end"
        let document = OPMLDocument(
            head: head,
            outlines: [
                OPMLOutline(
                    text: title, title: title, type: "rss", xmlURL: URL(string: "https://a.test/feed"))
            ])
        let written = OPMLWriter.string(document)
        #expect(!written.unicodeScalars.contains { (0x7F...0x9F).contains($0.value) })
        #expect(written.contains("text=\"Feed &#155;2J &#157;0;title&#156; &#127;end\""))
        #expect(written.contains("<title>Head &#157;0;title&#156;</title>"))
        let read = try OPMLReader(maxBytes: 1 << 20).read(Data(written.utf8))
        #expect(read.outlines.first?.text == title)
        #expect(read.outlines.first?.title == title)
        #expect(read.head.title == head.title)
    }

    @Test func bidiOverridesAndZeroWidthCharactersAreReferencesToo() throws {
        let title = "gnp.\u{202E}exe \u{2066}x\u{2069} zero\u{200B}width \u{FEFF}"
        let document = OPMLDocument(
            head: OPMLHead(),
            outlines: [OPMLOutline(text: title, type: "rss", xmlURL: URL(string: "https://a.test/feed"))])
        let written = OPMLWriter.string(document)
        #expect(written.contains("text=\"gnp.&#8238;exe &#8294;x&#8297; zero&#8203;width &#65279;\""))
        let read = try OPMLReader(maxBytes: 1 << 20).read(Data(written.utf8))
        #expect(read.outlines.first?.text == title)
    }
}
