import TerminalTextService
import Testing

@Suite struct LineWrapping {
    @Test func wrapsAtSpaces() {
        #expect(
            TerminalText.wrap("the quick brown fox jumps over the lazy dog", toWidth: 10) == [
                "the quick", "brown fox", "jumps over", "the lazy", "dog",
            ])
    }

    @Test func keepsNewlinesAndEmptyLines() {
        #expect(TerminalText.wrap("one two\n\nthree", toWidth: 20) == ["one two", "", "three"])
        #expect(TerminalText.wrap("", toWidth: 20) == [""])
    }

    @Test func dropsSpacesAtBreaksButKeepsIndentation() {
        #expect(TerminalText.wrap("  indented text here", toWidth: 10) == ["  indented", "text here"])
        #expect(TerminalText.wrap("a    b", toWidth: 3) == ["a", "b"])
        #expect(TerminalText.wrap("a    b", toWidth: 10) == ["a    b"])
        #expect(TerminalText.wrap("trailing   ", toWidth: 20) == ["trailing"])
    }

    @Test func breaksOverlongWords() {
        #expect(TerminalText.wrap("see abcdefghijklmnop", toWidth: 6) == ["see", "abcdef", "ghijkl", "mnop"])
    }

    @Test func breaksAfterHyphensBetweenLetters() {
        #expect(TerminalText.wrap("a well-known fact", toWidth: 8) == ["a well-", "known", "fact"])
        #expect(TerminalText.wrap("x -1 y", toWidth: 3) == ["x", "-1", "y"])
    }

    @Test func breaksBetweenCJKCharacters() {
        #expect(TerminalText.wrap("日本語のテキストです", toWidth: 7) == ["日本語", "のテキ", "ストで", "す"])
        #expect(TerminalText.wrap("中文English混合", toWidth: 8) == ["中文", "English", "混合"])
    }

    @Test func closingPunctuationNeverStartsALine() {
        // "。" may not start a line, so it travels with the character before it.
        #expect(TerminalText.wrap("今日は。明日", toWidth: 6) == ["今日", "は。明", "日"])
        #expect(TerminalText.wrap("「引用」です", toWidth: 4) == ["「引", "用」", "です"])
    }

    @Test func keepsEmojiClustersWhole() {
        #expect(TerminalText.wrap("👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦", toWidth: 5) == ["👨‍👩‍👧‍👦👨‍👩‍👧‍👦", "👨‍👩‍👧‍👦"])
        #expect(TerminalText.wrap("flags 🇺🇸🇯🇵 ok", toWidth: 6) == ["flags", "🇺🇸🇯🇵", "ok"])
        #expect(TerminalText.wrap("cafe\u{301} cafe\u{301}", toWidth: 4) == ["cafe\u{301}", "cafe\u{301}"])
    }

    @Test func aWideCharacterWiderThanTheWidthGetsItsOwnLine() {
        #expect(TerminalText.wrap("a中b", toWidth: 1) == ["a", "中", "b"])
    }

    @Test func everyLineFitsTheWidth() {
        let text = "Tidings 是一个终端阅读器 with emoji 👍🏽 and flags 🇺🇸, well-known words, and averyveryverylongword."
        for width in 2...30 {
            for line in TerminalText.wrap(text, toWidth: width) {
                #expect(TerminalText.width(of: line) <= width, "\(line) at width \(width)")
            }
        }
    }
}
