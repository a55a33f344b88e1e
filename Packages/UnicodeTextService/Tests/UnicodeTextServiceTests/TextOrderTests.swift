import Testing
import UnicodeTextService

@Suite struct TextOrderTests {
    @Test func letterCaseDoesNotMatter() {
        #expect(TextOrder.same("Über", "üBER"))
        #expect(TextOrder.same("straße", "STRASSE"))
        #expect(TextOrder.same("e\u{301}", "É"))
        #expect(!TextOrder.same("news", "new"))
    }

    @Test func namesSortWithoutRegardToCase() {
        let sorted = ["banana", "Apple", "cherry", "apple"].sorted { TextOrder.increasing($0, $1) }
        #expect(sorted == ["Apple", "apple", "banana", "cherry"])
    }

    @Test func digitRunsCompareAsNumbersWhenAsked() {
        let names = ["Part 10", "part 2", "Part 1", "Part 02", "Part"]
        #expect(
            names.sorted { TextOrder.increasing($0, $1, numeric: true) }
                == ["Part", "Part 1", "part 2", "Part 02", "Part 10"])
        #expect(
            names.sorted { TextOrder.increasing($0, $1) } == [
                "Part", "Part 02", "Part 1", "Part 10", "part 2",
            ])
    }
}

@Suite struct SortKeyTests {
    @Test func latinLettersLoseTheirDiacritics() {
        #expect(TextOrder.sortKey("Écrans") == "ecrans")
        #expect(TextOrder.sortKey("Ærø Ångström ñandú") == "ærø angstrom nandu")
        #expect(TextOrder.sortKey("Cafe\u{301}") == "cafe")
        #expect(TextOrder.sortKey("日本 Ωmega") == "日本 ωmega")
    }

    @Test func accentedTitlesSortWithTheirLetters() {
        let titles = ["Zeit", "Écrans", "emacs", "Ärzteblatt", "Bits"]
        #expect(
            titles.sorted { TextOrder.sortKey($0) < TextOrder.sortKey($1) }
                == ["Ärzteblatt", "Bits", "Écrans", "emacs", "Zeit"])
    }
}
