/// Tests on eight bytes at once, read as one 64-bit word: how a scanner steps over a run of plain
/// ASCII text a word at a time instead of a byte at a time (the bit tricks of "Bit Twiddling
/// Hacks", "determine if a word has a byte less than n" and "has a zero byte").
///
/// Each test may answer true for a word that holds no such byte, when a byte that is such sits
/// below it (a borrow carries over), but never false for a word that holds one: a scanner that
/// steps over a word only when every test says no never steps over a byte it must stop at, and
/// goes a byte at a time wherever a test says yes.
public enum ByteWord {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The eight bytes at `address`, which need not be aligned.
    @inline(__always)
    public static func load(_ address: UnsafePointer<UInt8>) -> UInt64 {
        UnsafeRawPointer(address).loadUnaligned(as: UInt64.self)
    }

    /// Whether a byte of `word` is 0x80 or above (not ASCII), or below `limit` (at most 0x80).
    @inline(__always)
    public static func hasNonASCIIOrBelow(_ limit: UInt8, in word: UInt64) -> Bool {
        (word | (word &- ones &* UInt64(limit))) & highBits != 0
    }

    /// Whether a byte of `word` is below `limit` (at most 0x80); bytes of 0x80 and above are not.
    @inline(__always)
    public static func hasByteBelow(_ limit: UInt8, in word: UInt64) -> Bool {
        (word &- ones &* UInt64(limit)) & ~word & highBits != 0
    }

    /// Whether a byte of `word` is `byte`.
    @inline(__always)
    public static func contains(_ byte: UInt8, in word: UInt64) -> Bool {
        let matched = word ^ (ones &* UInt64(byte))
        return (matched &- ones) & ~matched & highBits != 0
    }
}
