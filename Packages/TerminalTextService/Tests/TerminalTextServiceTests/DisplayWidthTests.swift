import TerminalTextService
import Testing

/// Widths a grapheme-aware terminal (kitty, WezTerm, foot, iTerm2, Windows Terminal) gives.
let expectedWidths: [(String, Int, String)] = [
    ("A", 1, "ASCII letter"),
    ("é", 1, "precomposed Latin"),
    ("e\u{301}", 1, "Latin with a combining acute"),
    ("ạ\u{302}", 1, "two combining marks"),
    ("中", 2, "CJK ideograph"),
    ("あ", 2, "hiragana"),
    ("Ａ", 2, "fullwidth Latin"),
    ("ｱ", 1, "halfwidth katakana"),
    ("한", 2, "precomposed Hangul"),
    ("\u{1100}\u{1161}\u{11A8}", 2, "conjoining Hangul jamo"),
    ("\u{3000}", 2, "ideographic space"),
    ("😀", 2, "emoji presentation"),
    ("👍🏽", 2, "skin tone modifier"),
    ("☝🏽", 2, "text-default base with a skin tone"),
    ("👨‍👩‍👧‍👦", 2, "ZWJ family"),
    ("🧑‍💻", 2, "ZWJ profession"),
    ("🏳️‍🌈", 2, "ZWJ flag with VS16"),
    ("❤️‍🔥", 2, "ZWJ with a text-default base"),
    ("🇺🇸", 2, "flag"),
    ("🇯🇵", 2, "flag"),
    ("🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", 2, "tag sequence flag"),
    ("❤", 1, "text-default emoji"),
    ("❤️", 2, "text-default emoji with VS16"),
    ("☺️", 2, "text-default emoji with VS16"),
    ("1️⃣", 2, "keycap"),
    ("a\u{FE0F}", 1, "VS16 on a letter"),
    ("\u{1FAF8}", 2, "emoji newer than glibc's tables"),
    ("\u{1F1FA}", 1, "lone regional indicator"),
    ("\u{200B}", 0, "zero width space"),
    ("\u{200D}", 0, "lone zero width joiner"),
    ("\u{0301}", 0, "lone combining mark"),
    ("\u{7}", 0, "control"),
    ("\u{9B}", 0, "C1 control"),
    ("क्ष", 2, "Devanagari conjunct, drawn code point by code point"),
    ("ש", 1, "Hebrew"),
]

@Suite struct DisplayWidth {
    @Test func systemLocaleIsAvailable() {
        #expect(TerminalText.measuresWideCharacters)
    }

    @Test(arguments: expectedWidths.indices)
    func characterWidth(_ index: Int) throws {
        let (text, expected, what) = expectedWidths[index]
        let character = try #require(text.count == 1 ? text.first : nil, "\(what) is one grapheme cluster")
        #expect(TerminalText.width(of: character) == expected, "\(what)")
    }

    @Test func stringWidthSumsClusters() {
        #expect(TerminalText.width(of: "") == 0)
        #expect(TerminalText.width(of: "hello") == 5)
        #expect(TerminalText.width(of: "日本語") == 6)
        #expect(TerminalText.width(of: "a👨‍👩‍👧‍👦b🇺🇸c") == 7)
        #expect(TerminalText.width(of: "Cafe\u{301} ☕") == 7)
        #expect(TerminalText.width(of: "line\nbreak") == 9)
        #expect(TerminalText.width(of: "中文"[...]) == 4)
    }

    /// The measurement behind the README's choice: the same cases measured per code point (what
    /// `wcswidth` does) and by a table-free rule from Swift's Unicode properties.
    @Test func graphemeRulesBeatPerCodePointSumsAndTableFreeGuesses() {
        var perCodePoint = 0
        var tableFree = 0
        var clusters = 0
        for (text, expected, _) in expectedWidths {
            let codePointSum = text.unicodeScalars.reduce(0) {
                $0 + TerminalText.width(of: Character($1))
            }
            if codePointSum == expected { perCodePoint += 1 }
            if tableFreeWidth(text) == expected { tableFree += 1 }
            if TerminalText.width(of: text) == expected { clusters += 1 }
        }
        print(
            "width cases: \(expectedWidths.count); grapheme rules + wcwidth \(clusters),"
                + " wcwidth per code point \(perCodePoint), table-free \(tableFree)")
        #expect(clusters == expectedWidths.count)
        #expect(perCodePoint < clusters)
        #expect(tableFree < clusters)
    }

    /// Width without an East Asian Width table: emoji 2, marks and format characters 0, else 1.
    private func tableFreeWidth(_ text: String) -> Int {
        text.reduce(0) { total, character in
            let scalars = character.unicodeScalars
            guard let first = scalars.first else { return total }
            if first.properties.generalCategory == .control { return total }
            if first.properties.isEmojiPresentation || scalars.contains("\u{FE0F}") { return total + 2 }
            switch first.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .format: return total
            default: return total + 1
            }
        }
    }
}
