import TerminalTextService
import Testing

@Suite struct Sanitizer {
    @Test func plainTextIsUnchanged() {
        let text = "Hello, 世界! 👨‍👩‍👧‍👦 🇺🇸 e\u{301}\nnext line"
        #expect(TerminalText.sanitize(text) == text)
    }

    @Test func removesControlSequences() {
        #expect(TerminalText.sanitize("a\u{1B}[31mred\u{1B}[0m b") == "ared b")
        #expect(TerminalText.sanitize("\u{1B}[2J\u{1B}[Hx") == "x")
        #expect(TerminalText.sanitize("\u{1B}[?1049hx\u{1B}[38;2;255;0;0my") == "xy")
        #expect(TerminalText.sanitize("\u{9B}31mx") == "x")
    }

    @Test func removesOperatingSystemCommands() {
        #expect(TerminalText.sanitize("\u{1B}]0;pwned\u{7}ok") == "ok")
        #expect(TerminalText.sanitize("\u{1B}]2;title\u{1B}\\ok") == "ok")
        #expect(TerminalText.sanitize("\u{1B}]52;c;ZWNobyBoaQ==\u{7}after") == "after")
        #expect(TerminalText.sanitize("\u{1B}]8;;http://x.test\u{1B}\\click\u{1B}]8;;\u{1B}\\") == "click")
        #expect(TerminalText.sanitize("\u{9D}0;title\u{9C}x") == "x")
    }

    @Test func anUnterminatedStringEndsAtTheNewline() {
        #expect(TerminalText.sanitize("a\u{1B}]0;title\nnext line") == "a\nnext line")
        #expect(TerminalText.sanitize("a\u{1B}]52;c;AAAA") == "a")
    }

    @Test func removesDeviceControlAndPrivacyStrings() {
        #expect(TerminalText.sanitize("\u{1B}P1$r0m\u{1B}\\x") == "x")
        #expect(TerminalText.sanitize("\u{1B}_Gf=100;AAAA\u{1B}\\x") == "x")
        #expect(TerminalText.sanitize("\u{1B}^private\u{1B}\\x") == "x")
        #expect(TerminalText.sanitize("\u{1B}Xstart of string\u{1B}\\x") == "x")
        #expect(TerminalText.sanitize("\u{90}q\u{9C}x\u{9F}apc\u{9C}y") == "xy")
    }

    @Test func removesShortEscapes() {
        #expect(TerminalText.sanitize("\u{1B}cx\u{1B}7y\u{1B}8") == "xy")
        #expect(TerminalText.sanitize("\u{1B}(0lqk\u{1B}(B") == "lqk")
        #expect(TerminalText.sanitize("\u{1B}#8x") == "x")
        #expect(TerminalText.sanitize("x\u{1B}") == "x")
        #expect(TerminalText.sanitize("\u{1B}\u{1B}[31mx") == "x")
        #expect(TerminalText.sanitize("\u{1B}é") == "é")
    }

    @Test func removesControlCharacters() {
        #expect(TerminalText.sanitize("a\u{0}b\u{7}c\u{8}d\u{7F}e") == "abcde")
        #expect(TerminalText.sanitize("a\u{85}b\u{80}c\u{81}d") == "abcd")
        #expect(TerminalText.sanitize("a\u{B}b\u{C}c") == "abc")
    }

    @Test func lineEndingsBecomeNewlines() {
        #expect(TerminalText.sanitize("a\r\nb\rc\u{2028}d") == "a\nb\nc\nd")
    }

    @Test func removesBidirectionalOverrides() {
        #expect(TerminalText.sanitize("invoice\u{202E}fdp.exe") == "invoicefdp.exe")
        #expect(TerminalText.sanitize("\u{202A}a\u{202B}b\u{202C}c\u{202D}d") == "abcd")
        #expect(TerminalText.sanitize("\u{2066}a\u{2067}b\u{2068}c\u{2069}") == "abc")
        #expect(TerminalText.sanitize("\u{200F}שלום\u{200E}") == "\u{200F}שלום\u{200E}")
    }

    @Test func expandsTabsByDisplayWidth() {
        #expect(TerminalText.sanitize("a\tb") == "a       b")
        #expect(TerminalText.sanitize("中\tx\n\ty") == "中      x\n        y")
        #expect(TerminalText.sanitize("ab\tc", tabs: .expand(width: 4)) == "ab  c")
        #expect(TerminalText.sanitize("a\t\u{1B}[1mb", tabs: .keep) == "a\tb")
    }

    @Test func nothingDangerousSurvivesAnyControlCharacter() {
        var text = ""
        for value in 0...0xA0 {
            if let scalar = Unicode.Scalar(value) { text.unicodeScalars.append(scalar) }
            text += "x"
        }
        text += "\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}\u{2066}\u{2067}\u{2068}\u{2069}"
        let clean = TerminalText.sanitize(text)
        for scalar in clean.unicodeScalars {
            let value = scalar.value
            let allowed = value == 0x0A || (value >= 0x20 && value < 0x7F) || value > 0x9F
            #expect(allowed && !(0x202A...0x202E).contains(value) && !(0x2066...0x2069).contains(value))
        }
    }
}
