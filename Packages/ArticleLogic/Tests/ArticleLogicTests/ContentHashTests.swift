import ArticleLogic
import Testing

@Suite struct ContentHashes {
    @Test func contentHashIsFNV1aAndSeparatesFields() {
        #expect(ContentHash.of(Array("".utf8)) == 0xcbf2_9ce4_8422_2325)
        #expect(ContentHash.of(Array("a".utf8)) == 0xaf63_dc4c_8601_ec8c)
        #expect(ContentHash.of(["ab", "c"]) != ContentHash.of(["a", "bc"]))
    }

    /// Stored hashes must keep their values: the strings' form is the hash of their UTF-8 laid
    /// end to end with a 0x1F after each, for native, bridged-looking and non-ASCII strings.
    @Test func theStringsFormIsTheHashOfTheirBytesEndToEnd() {
        let strings = [
            "Title", "", "https://example.com/a?b=c", "été — 東京", String(repeating: "x", count: 5000),
        ]
        var bytes: [UInt8] = []
        for string in strings { bytes += Array(string.utf8) + [0x1F] }
        #expect(ContentHash.of(strings) == ContentHash.of(bytes))
        #expect(ContentHash.of(strings) == ContentHash.of(bytes.lazy.map { $0 }))
    }
}
