import Testing

@testable import TerminalUI

@Suite struct Themes {
    @Test func stylesAreWordsLaidOverTheStandardTheme() throws {
        let theme = try Theme(
            ["heading": "bold yellow on blue", "selection": "color208 underline", "secondary": "plain"],
            file: "t.plist")
        #expect(theme.style(.heading) == TextStyle(foreground: .yellow, background: .blue, bold: true))
        #expect(theme.style(.selection) == TextStyle(foreground: .palette(208), underline: true))
        #expect(theme.style(.secondary) == .plain)
        #expect(theme.style(.unread) == Theme.standard.style(.unread))
    }

    @Test func anUnknownStyleOrWordIsOneSentence() {
        #expect(
            throws: ThemeError.unknownStyle(
                "title", file: "t.plist", known: StyleName.allCases.map(\.rawValue))
        ) {
            try Theme(["title": "bold"], file: "t.plist")
        }
        #expect(throws: ThemeError.unknownWord("purple", style: "heading", file: "t.plist")) {
            try Theme(["heading": "purple"], file: "t.plist")
        }
        #expect(throws: ThemeError.unknownWord("on", style: "heading", file: "t.plist")) {
            try Theme(["heading": "red on"], file: "t.plist")
        }
        let sentence = ThemeError.unknownWord("purple", style: "heading", file: "t.plist").description
        #expect(sentence.hasPrefix("theme.heading in t.plist: 'purple' is neither a colour (black, red,"))
    }
}
