import LibraryModelLogic
import Testing

/// One key decides whether two spellings are one tag.
@Suite struct TagKeys {
    @Test func caseFoldingCoversAllOfUnicode() {
        #expect(Tag.same("Über", "über"))
        #expect(Tag.same("ÜBER", "über"))
        #expect(Tag.same("Ελληνικά", "ΕΛΛΗΝΙΚΆ"))
        #expect(Tag.same("Straße", "STRASSE"))
        #expect(Tag.same("straße", "strasse"))
        #expect(Tag.same("STRAẞE", "strasse"))
        #expect(Tag.same("ﬁsh", "FISH"))
        #expect(!Tag.same("über", "uber"))
    }

    @Test func precomposedAndDecomposedLettersAreOneKey() throws {
        let composed = try #require(TagKey("Caf\u{E9}"))
        let decomposed = try #require(TagKey("cafe\u{301}"))
        #expect(composed == decomposed)
        // The stored text is in NFC, so SQL compares the same bytes.
        #expect(Array(composed.rawValue.utf8) == Array("caf\u{E9}".utf8))
        #expect(Array(decomposed.rawValue.utf8) == Array("caf\u{E9}".utf8))
    }

    @Test func whiteSpaceCollapsesAndBlankHasNoKey() {
        #expect(TagKey("  Rust \t lang ")?.rawValue == "rust lang")
        #expect(TagKey(" \n ") == nil)
        #expect(Tag.normalized("  Über   alles ") == "Über alles")
    }

    @Test func keysOrderByTheirBytesAsSQLiteDoes() throws {
        let keys = try ["b", "Ä", "a", "Z"].map { try #require(TagKey($0)) }.sorted()
        #expect(keys.map(\.rawValue) == ["a", "b", "z", "ä"])
    }
}
