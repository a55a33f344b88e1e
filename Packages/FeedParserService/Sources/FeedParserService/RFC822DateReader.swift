/// Reads RFC 822, 1123 and 2822 dates and their real-world variants (see `FeedDateParser`).
///
/// The text is read as tokens, in any order the wild uses: words (weekday, month, zone, AM/PM),
/// numbers (day first, then year), a time `hh:mm[:ss[.fff]]`, a numeric offset after the time,
/// and a parenthesised comment.
enum RFC822DateReader {
    static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> CivilMoment? {
        var cursor = DateCursor(bytes: bytes)
        var day: Int?
        var month: Int?
        var year: Int?
        var time: TimeOfDay?
        var offset: Int?
        while let byte = cursor.peek() {
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ","), UInt8(ascii: "."):
                cursor.index += 1
            case UInt8(ascii: "+"), UInt8(ascii: "-"):
                if time != nil, offset == nil || offset == 0, let numeric = cursor.numericOffset() {
                    offset = (offset ?? 0) + numeric
                } else if byte == UInt8(ascii: "-") {
                    cursor.index += 1
                } else {
                    return nil
                }
            case UInt8(ascii: "("):
                while let next = cursor.peek(), next != UInt8(ascii: ")") { cursor.index += 1 }
                cursor.index += 1
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                guard let number = cursor.digits(minimum: 1, maximum: 4) else { return nil }
                if number.count == 4, cursor.peek() == UInt8(ascii: "/"), day == nil, month == nil,
                    year == nil
                {
                    // `2020/1/10`: year, month and day with slashes.
                    guard let date = cursor.slashedMonthAndDay() else { return nil }
                    (year, month, day) = (number.value, date.month, date.day)
                } else if cursor.peek() == UInt8(ascii: ":") {
                    guard time == nil, let parsed = cursor.rfc822Time(hour: number.value) else { return nil }
                    time = parsed
                } else if number.count <= 2 && day == nil && year == nil {
                    day = number.value
                } else if year == nil {
                    year = expandYear(number.value, digits: number.count)
                } else {
                    return nil
                }
            default:
                let word = cursor.word()
                guard word.length > 0 else { return nil }
                if month == nil, let found = monthNumber(word) {
                    month = found
                } else if isWeekday(word) {
                    continue
                } else if let meridiem = meridiem(word), let current = time, (1...12).contains(current.hour) {
                    time?.hour = current.hour % 12 + meridiem
                } else if time != nil, offset == nil, word.length == 3, word.packed == packedWord("ETC"),
                    cursor.peek() == UInt8(ascii: "/")
                {
                    guard let zone = cursor.etcZone() else { return nil }
                    offset = zone
                } else if time != nil, offset == nil, word.length <= 5 {
                    // A known zone, or an unknown zone name, which is read as UTC.
                    offset = ZoneNames.offset(of: word.packed, length: word.length) ?? 0
                } else {
                    return nil
                }
            }
        }
        guard let day, let month, let year else { return nil }
        let moment = CivilMoment(year: year, month: month, day: day, offset: offset ?? 0)
        return time.map(moment.at) ?? moment
    }

    /// RFC 2822 §4.3: 00–49 are 2000–2049, 50–99 are 1950–1999; three digits add 1900.
    private static func expandYear(_ value: Int, digits: Int) -> Int {
        switch digits {
        case 1, 2: value < 50 ? 2000 + value : 1900 + value
        case 3: 1900 + value
        default: value
        }
    }

    private static let months: [UInt64] = [
        packedWord("JAN"), packedWord("FEB"), packedWord("MAR"), packedWord("APR"), packedWord("MAY"),
        packedWord("JUN"), packedWord("JUL"), packedWord("AUG"), packedWord("SEP"), packedWord("OCT"),
        packedWord("NOV"), packedWord("DEC"),
    ]

    private static let monthNames: [UInt64] = [
        packedWord("JANUARY"), packedWord("FEBRUARY"), packedWord("MARCH"), packedWord("APRIL"),
        packedWord("MAY"), packedWord("JUNE"), packedWord("JULY"), packedWord("AUGUST"),
        packedWord("SEPTEMBE"), packedWord("OCTOBER"), packedWord("NOVEMBER"), packedWord("DECEMBER"),
    ]

    /// The month a three-letter abbreviation, or a full English month name, stands for.
    static func monthNumber(_ word: (packed: UInt64, length: Int)) -> Int? {
        if word.length == 3, let index = months.firstIndex(of: word.packed) { return index + 1 }
        if word.length == 4, word.packed == packedWord("SEPT") { return 9 }
        if word.length > 3, let index = monthNames.firstIndex(of: word.packed) { return index + 1 }
        return nil
    }

    private static let weekdays: [UInt64] = [
        packedWord("MON"), packedWord("TUE"), packedWord("WED"), packedWord("THU"), packedWord("FRI"),
        packedWord("SAT"), packedWord("SUN"), packedWord("MONDAY"), packedWord("TUESDAY"),
        packedWord("WEDNESDA"), packedWord("THURSDAY"), packedWord("FRIDAY"), packedWord("SATURDAY"),
        packedWord("SUNDAY"), packedWord("TUES"), packedWord("THUR"), packedWord("THURS"),
    ]

    static func isWeekday(_ word: (packed: UInt64, length: Int)) -> Bool {
        word.length >= 3 && weekdays.contains(word.packed)
    }

    /// 0 for AM, 12 for PM.
    private static func meridiem(_ word: (packed: UInt64, length: Int)) -> Int? {
        guard word.length == 2 else { return nil }
        if word.packed == packedWord("AM") { return 0 }
        if word.packed == packedWord("PM") { return 12 }
        return nil
    }
}

extension DateCursor {
    /// Reads `/m/d` (one or two digits each) after a year already read.
    mutating func slashedMonthAndDay() -> (month: Int, day: Int)? {
        guard take(UInt8(ascii: "/")), let month = digits(minimum: 1, maximum: 2),
            take(UInt8(ascii: "/")), let day = digits(minimum: 1, maximum: 2)
        else { return nil }
        return (month.value, day.value)
    }

    /// Reads `/GMT`, `/UTC`… with an optional `+h` or `-h` after `Etc`, as seconds east of UTC.
    /// The tz database inverts the sign of these names, as POSIX does: `Etc/GMT-2` is two hours
    /// east of UTC.
    mutating func etcZone() -> Int? {
        guard take(UInt8(ascii: "/")) else { return nil }
        let name = word()
        guard ZoneNames.universalNames.contains(name.packed) else { return nil }
        guard let sign = peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else { return 0 }
        index += 1
        guard let hours = digits(minimum: 1, maximum: 2), hours.value <= 14 else { return nil }
        return (sign == UInt8(ascii: "-") ? 1 : -1) * hours.value * 3_600
    }

    /// Reads `:mm[:ss][.fff]` after the hour already read; nil when no minutes follow.
    mutating func rfc822Time(hour: Int) -> TimeOfDay? {
        guard take(UInt8(ascii: ":")), let minute = digits(minimum: 2, maximum: 2) else { return nil }
        var time = TimeOfDay(hour: hour, minute: minute.value)
        if take(UInt8(ascii: ":")) {
            guard let seconds = digits(minimum: 2, maximum: 2) else { return nil }
            time.second = seconds.value
        }
        time.fraction = fraction()
        return time
    }
}
