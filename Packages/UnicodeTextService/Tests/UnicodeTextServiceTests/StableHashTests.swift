import Testing
import UnicodeTextService

@Suite struct StableHashTests {
    /// FNV-1a's published test vectors (the 64-bit FNV-1a column of the reference suite).
    @Test(arguments: [
        ("", 0xcbf2_9ce4_8422_2325 as UInt64), ("a", 0xaf63_dc4c_8601_ec8c),
        ("foobar", 0x8594_4171_f739_67e8),
    ])
    func knownVectors(text: String, hash: UInt64) {
        #expect(StableHash.of(Array(text.utf8)) == hash)
        var mixed = StableHash()
        mixed.mix(text)
        #expect(mixed.value == hash)
    }

    /// Byte by byte, through a pointer, from a string or a sequence without contiguous storage:
    /// the same hash.
    @Test func everyWayOfMixingAgrees() {
        let text = "Zürich, 日本語 and a long enough line to cross a few words"
        let bytes = Array(text.utf8)
        var byByte = StableHash()
        for byte in bytes { byByte.mix(byte) }
        var byPointer = StableHash()
        bytes.withUnsafeBufferPointer { byPointer.mix($0) }
        var bySequence = StableHash()
        bySequence.mix(bytes.lazy.map { $0 })
        #expect(byByte.value == StableHash.of(bytes))
        #expect(byPointer.value == byByte.value)
        #expect(bySequence.value == byByte.value)
    }

    @Test func aDifferentStartIsAnIndependentHash() {
        var other = StableHash(start: 0x8422_2325_cbf2_9ce4)
        other.mix("https://example.com/a.png")
        #expect(other.value != StableHash.of(Array("https://example.com/a.png".utf8)))
    }
}
