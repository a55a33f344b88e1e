/// Where a run of bytes that a writer copies as they are ends (`JSONWriter`'s strings,
/// `TabSeparatedWriter`'s fields): sixteen bytes at a time while none is a byte the writer's
/// table stops at (the last bytes as the sixteen that end the text), then one at a time by the
/// table through the block that holds one.
///
/// Each writer's table stops at the same bytes but two: the C0 controls, DEL, the lead bytes of
/// the characters the writers leave out or escape (C1 controls after 0xC2, invisible formatting
/// characters after 0xE2, the byte order mark after 0xEF), and the two the writer escapes. The
/// block test asks for exactly those, so text in any script (accented Latin, CJK, Hangul) runs
/// sixteen bytes a step; it used to stop at every non-ASCII byte and go on a byte at a time.
enum PlainRun {
    @inline(__always)
    static func end(
        of text: UnsafeBufferPointer<UInt8>, from start: Int, plain: UnsafePointer<Bool>,
        stoppingAt first: UInt8, _ second: UInt8
    ) -> Int {
        guard let base = text.baseAddress else { return start }
        let count = text.count
        var index = start
        var stopped = false
        while index + 16 <= count {
            if hasStop(block(at: base + index), first, second) {
                stopped = true
                break
            }
            index += 16
        }
        // The last few bytes as the block that ends with them, overlapping bytes already read:
        // a short field is two blocks, not a block and a dozen table lookups.
        if !stopped, index < count, count >= 16, !hasStop(block(at: base + count - 16), first, second) {
            return count
        }
        while index < count, plain[Int(base[index])] { index += 1 }
        return index
    }

    @inline(__always)
    private static func block(at address: UnsafePointer<UInt8>) -> SIMD16<UInt8> {
        UnsafeRawPointer(address).loadUnaligned(as: SIMD16<UInt8>.self)
    }

    /// Whether a byte of `block` is one the tables stop at: below 0x20, DEL, 0xC2, 0xE2, 0xEF,
    /// `first` or `second`.
    @inline(__always)
    private static func hasStop(_ block: SIMD16<UInt8>, _ first: UInt8, _ second: UInt8) -> Bool {
        typealias Block = SIMD16<UInt8>
        var stops = block .< Block(repeating: 0x20)
        stops .|= block .== Block(repeating: 0x7F)
        stops .|= block .== Block(repeating: 0xC2)
        stops .|= block .== Block(repeating: 0xE2)
        stops .|= block .== Block(repeating: 0xEF)
        stops .|= block .== Block(repeating: first)
        stops .|= block .== Block(repeating: second)
        return any(stops)
    }
}
