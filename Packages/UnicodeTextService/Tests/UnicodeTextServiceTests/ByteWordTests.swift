import Testing
import UnicodeTextService

/// `ByteWord`'s tests never miss a byte they look for: checked against a byte-by-byte answer on
/// every byte value in every position, and on a hundred thousand words of mixed bytes.
@Suite struct ByteWordTests {
    /// The eight bytes of `word`, lowest first.
    private func bytes(_ word: UInt64) -> [UInt8] {
        (0..<8).map { UInt8(truncatingIfNeeded: word >> (8 * UInt64($0))) }
    }

    private func check(_ word: UInt64) {
        let bytes = bytes(word)
        if bytes.contains(where: { $0 >= 0x80 || $0 < 0x20 }) {
            #expect(ByteWord.hasNonASCIIOrBelow(0x20, in: word))
        }
        if bytes.contains(where: { $0 < 0x20 }) {
            #expect(ByteWord.hasByteBelow(0x20, in: word))
        }
        for target: UInt8 in [0x00, 0x22, 0x26, 0x3C, 0x5C, 0x5D, 0x7F, 0xC2, 0xE2, 0xEF, 0xFF]
        where bytes.contains(target) {
            #expect(ByteWord.contains(target, in: word))
        }
    }

    @Test func everyByteInEveryPositionIsFound() {
        let background: [UInt64] = [0x6161_6161_6161_6161, 0x2020_2020_2020_2020, 0x7E7E_7E7E_7E7E_7E7E, 0]
        for filler in background {
            for position in 0..<8 {
                for byte in 0...255 {
                    let shift = UInt64(8 * position)
                    check(filler & ~(0xFF << shift) | UInt64(byte) << shift)
                }
            }
        }
    }

    @Test func mixedWordsAreAnsweredWithoutMisses() {
        // A fixed linear congruential sequence (Knuth's MMIX constants), so that a failure repeats.
        var state: UInt64 = 36
        let alphabet: [UInt8] = [
            0x00, 0x09, 0x0A, 0x1F, 0x20, 0x21, 0x22, 0x26, 0x3C, 0x5C, 0x5D, 0x61, 0x7E, 0x7F, 0x80, 0xC3,
            0xFF,
        ]
        var plainWords = 0
        for _ in 0..<100_000 {
            var word: UInt64 = 0
            for position in 0..<8 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let byte = alphabet[Int((state >> 33) % UInt64(alphabet.count))]
                word |= UInt64(byte) << UInt64(8 * position)
            }
            check(word)
            if !ByteWord.hasNonASCIIOrBelow(0x20, in: word) { plainWords += 1 }
        }
        #expect(plainWords > 0)
        #expect(
            ByteWord.load([0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69]) == 0x6867_6665_6463_6261)
        #expect(!ByteWord.hasNonASCIIOrBelow(0x20, in: 0x7E20_6162_6364_6566))
        #expect(!ByteWord.contains(0x5C, in: 0x6162_6364_6566_6768))
        #expect(!ByteWord.hasByteBelow(0x20, in: 0xC3A9_E697_A5E6_9CAC))
    }
}
