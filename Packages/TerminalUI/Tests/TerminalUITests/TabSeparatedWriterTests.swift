import Testing

@testable import TerminalUI

/// Fields as sfeed(5) writes them: whitespace made spaces on one line, escaped in the content,
/// controls and invisible characters left out; lines reach the drain whole, whatever the chunk.
@Suite struct TabSeparatedWriterTests {
    /// What a writer drains, gathered.
    private final class Drained {
        var chunks: [[UInt8]] = []
        var text: String { String(decoding: chunks.joined(), as: UTF8.self) }

        func writer(chunkSize: Int = 64) -> TabSeparatedWriter {
            TabSeparatedWriter(chunkSize: chunkSize) { [self] in chunks.append(Array($0)) }
        }
    }

    @Test func fieldsAreJoinedByTabsAndLinesEndWithANewline() {
        let drained = Drained()
        var lines = drained.writer()
        lines.field(1_795_856_400 as Int64)
        lines.field("Title")
        lines.field(nil as String?)
        lines.field(["a", "b"], separator: "|")
        lines.endLine()
        lines.field(nil as Int64?)
        lines.endLine()
        lines.field(0 as Int64)
        lines.field(-12 as Int64)
        lines.field(Int64.min)
        lines.field(Int64.max)
        lines.endLine()
        lines.flush()
        #expect(
            drained.text
                == "1795856400\tTitle\t\ta|b\n\n0\t-12\t-9223372036854775808\t9223372036854775807\n")
    }

    @Test func aOneLineFieldHasWhitespaceAsSpacesAndNoControls() {
        let drained = Drained()
        var lines = drained.writer()
        lines.field("a\tb\nc\rd\u{0B}e\u{0C}f\\g\u{1B}[31mh\u{7F}i\u{85}j\u{202E}k\u{200B}l\u{FEFF}m")
        lines.endLine()
        lines.flush()
        #expect(drained.text == "a b c d e f\\g[31mhijklm\n")
    }

    @Test func aMultilineFieldEscapesTabsNewlinesAndBackslashes() {
        let drained = Drained()
        var lines = drained.writer()
        lines.multilineField("<p>one\ttwo</p>\r\n<p>back\\slash\u{0C}\u{1}</p>")
        lines.field("after")
        lines.endLine()
        lines.flush()
        #expect(drained.text == "<p>one\\ttwo</p>\\n<p>back\\\\slash</p>\tafter\n")
    }

    /// Characters that start like the left-out ones but are kept: é (C3), ¡ (C2 A1), ’ (E2 80 99)
    /// and ﬁ (EF AC 81).
    @Test func neighboursOfTheLeftOutCharactersAreKept() {
        let drained = Drained()
        var lines = drained.writer()
        lines.field("é¡’ﬁ日本")
        lines.multilineField("x’")
        lines.endLine()
        lines.flush()
        #expect(drained.text == "é¡’ﬁ日本\tx’\n")
    }

    @Test(arguments: [16, 17, 64])
    func chunksJoinToTheWholeOutput(chunkSize: Int) {
        let long = String(repeating: "line\tone\nzwei\\ 日本 ", count: 50)
        let whole = Drained()
        let chunked = Drained()
        var one = whole.writer(chunkSize: 1 << 16)
        var other = chunked.writer(chunkSize: chunkSize)
        for _ in 0..<3 {
            one.field("title")
            one.multilineField(long)
            one.endLine()
            other.field("title")
            other.multilineField(long)
            other.endLine()
        }
        one.flush()
        other.flush()
        #expect(chunked.text == whole.text)
        #expect(chunked.chunks.count > 1)
        #expect(whole.text.split(separator: "\n").count == 3)
    }
}
