import UnicodeTextService

/// Where a run of bytes that a writer copies as they are ends (`JSONWriter`'s strings,
/// `TabSeparatedWriter`'s fields): eight bytes at a time while they are ASCII and none is a
/// control character, DEL or one of two bytes the writer escapes, then one at a time by the
/// writer's table through a word that is not (the table lets most non-ASCII bytes through), then
/// eight at a time again.
enum PlainRun {
    @inline(__always)
    static func end(
        of text: UnsafeBufferPointer<UInt8>, from start: Int, plain: UnsafePointer<Bool>,
        stoppingAt first: UInt8, _ second: UInt8
    ) -> Int {
        guard let base = text.baseAddress else { return start }
        var index = start
        while true {
            while index + 8 <= text.count {
                let word = ByteWord.load(base + index)
                guard !ByteWord.hasNonASCIIOrBelow(0x20, in: word), !ByteWord.contains(0x7F, in: word),
                    !ByteWord.contains(first, in: word), !ByteWord.contains(second, in: word)
                else { break }
                index += 8
            }
            let limit = min(index + 8, text.count)
            while index < limit, plain[Int(text[index])] { index += 1 }
            if index < limit || index == text.count { return index }
        }
    }
}
