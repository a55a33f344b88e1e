/// Reads the one date form nearly every RSS feed writes, RFC 1123 with every field at its place:
/// `Mon, 02 Jan 2006 15:04:05 GMT` (29 bytes, a zone name of three letters) or
/// `Mon, 02 Jan 2006 15:04:05 -0700` (31 bytes), by position, without the general reader's
/// tokens. Anything else, and anything unusual in this form (a word that is not a weekday, a
/// month or a known zone, an offset's minutes past 59), is left to `RFC822DateReader`, which
/// reads every one of these the same way (`DateTests` holds the two to each other).
enum RFC1123DateReader {
    static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> CivilMoment? {
        guard bytes.count == 29 || bytes.count == 31,
            bytes[3] == UInt8(ascii: ","), bytes[4] == 0x20, bytes[7] == 0x20, bytes[11] == 0x20,
            bytes[16] == 0x20, bytes[19] == UInt8(ascii: ":"), bytes[22] == UInt8(ascii: ":"),
            bytes[25] == 0x20,
            let weekday = letters(bytes, at: 0), RFC822DateReader.isWeekday((weekday, 3)),
            let monthWord = letters(bytes, at: 8), let month = RFC822DateReader.monthNumber((monthWord, 3)),
            let day = number(bytes, at: 5, digits: 2), let year = number(bytes, at: 12, digits: 4),
            let hour = number(bytes, at: 17, digits: 2), let minute = number(bytes, at: 20, digits: 2),
            let second = number(bytes, at: 23, digits: 2), let offset = offset(bytes)
        else { return nil }
        return CivilMoment(
            year: year, month: month, day: day, hour: hour, minute: minute, second: second, offset: offset)
    }

    /// The zone after the time: a known three-letter name, or `+hhmm` / `-hhmm`.
    private static func offset(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        if bytes.count == 29 {
            guard let zone = letters(bytes, at: 26) else { return nil }
            if zone == packedWord("GMT") { return 0 }
            // A weekday or month there, or an unknown name, is the general reader's to judge.
            return ZoneNames.offset(of: zone, length: 3)
        }
        let sign = bytes[26]
        guard sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-"),
            let hours = number(bytes, at: 27, digits: 2), let minutes = number(bytes, at: 29, digits: 2),
            minutes < 60
        else { return nil }
        let seconds = hours * 3_600 + minutes * 60
        return sign == UInt8(ascii: "-") ? -seconds : seconds
    }

    /// Three ASCII letters at `index`, uppercased and packed as `DateCursor.word()` packs them.
    @inline(__always)
    private static func letters(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt64? {
        var packed: UInt64 = 0
        for offset in 0..<3 {
            let upper = bytes[index + offset] & ~0x20
            guard upper >= UInt8(ascii: "A"), upper <= UInt8(ascii: "Z") else { return nil }
            packed = packed << 8 | UInt64(upper)
        }
        return packed
    }

    /// `digits` ASCII digits at `index`, as a number.
    @inline(__always)
    private static func number(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, digits: Int) -> Int? {
        var value = 0
        for offset in 0..<digits {
            let digit = bytes[index + offset] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            value = value * 10 + Int(digit)
        }
        return value
    }
}
