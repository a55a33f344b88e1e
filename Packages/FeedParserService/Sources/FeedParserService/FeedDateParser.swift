public import FoundationEssentials

/// Reads the dates feeds carry, in every variant seen in the wild.
///
/// - RFC 822 / 1123 / 2822: `Mon, 02 Jan 2006 15:04:05 -0700`, with or without the weekday, the
///   comma or the seconds; full month and weekday names; two-digit years (00–49 are 20xx, 50–99
///   19xx, as RFC 2822 says); named zones (UT, UTC, GMT, Z, the North American EST…PDT, AST, NST
///   and the short AT, ET, CT, MT, PT, and a few common others), `Etc/GMT±N`, numeric offsets
///   with or without a colon, `GMT+0200`; military letters other than Z read as UTC (RFC 2822
///   §4.3); a trailing `(comment)`; asctime's month-first order; and `2020/1/10 14:33:00`.
/// - RFC 3339 / ISO 8601 / W3C-DTF: `2006-01-02T15:04:05Z`, fractional seconds, no seconds, no
///   zone (read as UTC), lowercase `t` and `z`, a space instead of `T`, offsets `+07:00`, `+0700`,
///   `+07`, a date alone, year and month alone, and the basic format `20060102T150405Z`.
///
/// A date that cannot be read is nil, never "now". The parser works on bytes without allocating,
/// which is why it is written by hand (see the README).
public enum FeedDateParser {
    /// The moment `text` names, or nil when it is not a date this parser reads.
    public static func date(from text: some StringProtocol) -> Date? {
        var copy = String(text)
        return copy.withUTF8 { date(fromBytes: $0) }
    }

    /// The same, on UTF-8 bytes.
    public static func date(fromBytes bytes: UnsafeBufferPointer<UInt8>) -> Date? {
        var start = 0
        var end = bytes.count
        while start < end, isSpace(bytes[start]) { start += 1 }
        while end > start, isSpace(bytes[end - 1]) { end -= 1 }
        guard end - start >= 4 else { return nil }
        let trimmed = UnsafeBufferPointer(rebasing: bytes[start..<end])
        if let moment = RFC1123DateReader.read(trimmed) { return moment.date }
        let looksISO =
            trimmed.prefix(4).allSatisfy(isDigit)
            && (trimmed.count == 4 || trimmed[4] == UInt8(ascii: "-") || isDigit(trimmed[4]))
        let moment = looksISO ? ISO8601DateReader.read(trimmed) : RFC822DateReader.read(trimmed)
        return moment?.date
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }
}

/// A calendar date and time of day with a UTC offset, checked and turned into a `Date`.
struct CivilMoment {
    var year: Int
    var month: Int
    var day: Int
    var hour = 0
    var minute = 0
    var second = 0
    var fraction = 0.0
    /// Seconds east of UTC.
    var offset = 0

    /// The same date at `time` of day.
    func at(_ time: TimeOfDay) -> CivilMoment {
        var moment = self
        moment.hour = time.hour
        moment.minute = time.minute
        moment.second = time.second
        moment.fraction = time.fraction
        return moment
    }

    var date: Date? {
        guard (1...12).contains(month), day >= 1, day <= Self.daysIn(month: month, year: year),
            (0...24).contains(hour), (0...59).contains(minute), (0...60).contains(second),
            hour < 24 || (minute == 0 && second == 0 && fraction == 0),
            abs(offset) <= 18 * 3600
        else {
            return nil
        }
        let days = Self.daysSinceEpoch(year: year, month: month, day: day)
        let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second - offset
        return Date(timeIntervalSince1970: Double(seconds) + fraction)
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 in the proleptic Gregorian calendar (Howard Hinnant's algorithm).
    static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let monthFromMarch = (month + 9) % 12
        let dayOfYear = (153 * monthFromMarch + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}

/// A time of day as read, checked later as part of a `CivilMoment`.
struct TimeOfDay {
    var hour: Int
    var minute = 0
    var second = 0
    var fraction = 0.0
}

/// A cursor over the bytes of a date.
struct DateCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    var atEnd: Bool { index >= bytes.count }

    func peek(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    /// Reads between `minimum` and `maximum` digits; nil (and no move) when fewer are there.
    mutating func digits(minimum: Int, maximum: Int) -> (value: Int, count: Int)? {
        var value = 0
        var count = 0
        while count < maximum, let byte = peek(count), FeedDateParser.isDigit(byte) {
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            count += 1
        }
        guard count >= minimum else { return nil }
        index += count
        return (value, count)
    }

    /// Moves past `byte` (or its lowercase letter form) when it is next.
    mutating func take(_ byte: UInt8) -> Bool {
        guard let next = peek(), next == byte || next == byte | 0x20 else { return false }
        index += 1
        return true
    }

    mutating func skipSpaces() {
        while let byte = peek(), FeedDateParser.isSpace(byte) { index += 1 }
    }

    /// Reads `.123` or `,123` as a fraction of a second; 0 when absent.
    mutating func fraction() -> Double {
        guard let mark = peek(), mark == UInt8(ascii: ".") || mark == UInt8(ascii: ","),
            let next = peek(1), FeedDateParser.isDigit(next)
        else {
            return 0
        }
        index += 1
        var value = 0.0
        var scale = 1.0
        while let byte = peek(), FeedDateParser.isDigit(byte) {
            if scale < 1e12 {
                value = value * 10 + Double(byte - UInt8(ascii: "0"))
                scale *= 10
            }
            index += 1
        }
        return value / scale
    }

    /// Reads `+hh:mm`, `+hhmm` or `+hh` (or with `-`) as seconds east of UTC.
    mutating func numericOffset() -> Int? {
        guard let sign = peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else { return nil }
        let saved = index
        index += 1
        guard let first = digits(minimum: 1, maximum: 4) else {
            index = saved
            return nil
        }
        var hours = first.value
        var minutes = 0
        if first.count > 2 {
            hours = first.value / 100
            minutes = first.value % 100
        } else if take(UInt8(ascii: ":")) {
            guard let minuteDigits = digits(minimum: 2, maximum: 2) else {
                index = saved
                return nil
            }
            minutes = minuteDigits.value
        }
        guard minutes < 60 else { return nil }
        let seconds = hours * 3_600 + minutes * 60
        return sign == UInt8(ascii: "-") ? -seconds : seconds
    }

    /// Reads a run of ASCII letters, uppercased, packed into an integer for cheap comparison
    /// (at most 8 letters; longer words are read whole and report their length).
    mutating func word() -> (packed: UInt64, length: Int) {
        var packed: UInt64 = 0
        var length = 0
        while let byte = peek(), (byte | 0x20) >= UInt8(ascii: "a"), (byte | 0x20) <= UInt8(ascii: "z") {
            if length < 8 { packed = packed << 8 | UInt64(byte & ~0x20) }
            length += 1
            index += 1
        }
        return (packed, length)
    }
}

/// Packs an uppercase ASCII word the way `DateCursor.word()` does.
func packedWord(_ text: StaticString) -> UInt64 {
    var packed: UInt64 = 0
    let pointer = text.utf8Start
    for index in 0..<min(text.utf8CodeUnitCount, 8) { packed = packed << 8 | UInt64(pointer[index]) }
    return packed
}
