import TerminalTextService
import Testing

@Suite struct Truncation {
    @Test func textThatFitsIsUnchanged() {
        #expect(TerminalText.truncate("hello", toWidth: 5) == "hello")
        #expect(TerminalText.truncate("日本語", toWidth: 6) == "日本語")
    }

    @Test func cutTextEndsInAnEllipsis() {
        #expect(TerminalText.truncate("hello world", toWidth: 8) == "hello w…")
        #expect(TerminalText.truncate("hello world", toWidth: 7) == "hello…")
        #expect(TerminalText.truncate("hello", toWidth: 1) == "…")
        #expect(TerminalText.truncate("hello", toWidth: 0) == "")
    }

    @Test func neverSplitsAWideCharacter() {
        #expect(TerminalText.truncate("日本語テキスト", toWidth: 6) == "日本…")
        #expect(TerminalText.width(of: TerminalText.truncate("日本語テキスト", toWidth: 6)) == 5)
        #expect(TerminalText.truncate("日本語テキスト", toWidth: 7) == "日本語…")
    }

    @Test func neverSplitsAGraphemeCluster() {
        #expect(TerminalText.truncate("ab👨‍👩‍👧‍👦cd", toWidth: 5) == "ab👨‍👩‍👧‍👦…")
        #expect(TerminalText.truncate("ab👨‍👩‍👧‍👦cd", toWidth: 4) == "ab…")
        #expect(TerminalText.truncate("🇺🇸🇯🇵🇫🇷", toWidth: 5) == "🇺🇸🇯🇵…")
        #expect(TerminalText.truncate("e\u{301}e\u{301}e\u{301}", toWidth: 2) == "e\u{301}…")
        #expect(TerminalText.truncate("👍🏽👍🏿x", toWidth: 4) == "👍🏽…")
    }

    @Test func customEllipsis() {
        #expect(TerminalText.truncate("hello world", toWidth: 8, ellipsis: "...") == "hello...")
        #expect(TerminalText.truncate("hello", toWidth: 2, ellipsis: "...") == "")
    }
}

@Suite struct Padding {
    @Test func padsByDisplayWidth() {
        #expect(TerminalText.pad("ab", toWidth: 5) == "ab   ")
        #expect(TerminalText.pad("中文", toWidth: 5) == "中文 ")
        #expect(TerminalText.pad("😀", toWidth: 4, alignment: .trailing) == "  😀")
        #expect(TerminalText.pad("ab", toWidth: 7, alignment: .center) == "  ab   ")
        #expect(TerminalText.pad("toolong", toWidth: 3) == "toolong")
    }

    @Test func fitGivesExactlyTheWidth() {
        #expect(TerminalText.fit("日本語テキスト", toWidth: 6) == "日本… ")
        #expect(TerminalText.fit("ok", toWidth: 4, alignment: .trailing) == "  ok")
        for width in 1...12 {
            #expect(TerminalText.width(of: TerminalText.fit("a日本👨‍👩‍👧‍👦語b", toWidth: width)) == width)
        }
    }
}
