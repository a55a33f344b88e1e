import ArticleLogic
import Testing

@Suite struct ContentHashes {
    @Test func contentHashIsFNV1aAndSeparatesFields() {
        #expect(ContentHash.of(Array("".utf8)) == 0xcbf2_9ce4_8422_2325)
        #expect(ContentHash.of(Array("a".utf8)) == 0xaf63_dc4c_8601_ec8c)
        #expect(ContentHash.of(["ab", "c"]) != ContentHash.of(["a", "bc"]))
    }
}
