/// Reads RFC 3339, ISO 8601 and W3C-DTF dates (see `FeedDateParser`).
enum ISO8601DateReader {
    static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> CivilMoment? {
        var cursor = DateCursor(bytes: bytes)
        guard let year = cursor.digits(minimum: 4, maximum: 4) else { return nil }
        var moment = CivilMoment(year: year.value, month: 1, day: 1)
        var basic = false
        if cursor.take(UInt8(ascii: "-")) {
            guard let month = cursor.digits(minimum: 1, maximum: 2) else { return nil }
            moment.month = month.value
            if cursor.take(UInt8(ascii: "-")) {
                guard let day = cursor.digits(minimum: 1, maximum: 2) else { return nil }
                moment.day = day.value
            }
        } else if !cursor.atEnd {
            guard let month = cursor.digits(minimum: 2, maximum: 2),
                let day = cursor.digits(minimum: 2, maximum: 2)
            else {
                return nil
            }
            moment.month = month.value
            moment.day = day.value
            basic = true
        }
        if cursor.atEnd { return moment }
        guard cursor.take(UInt8(ascii: "T")) || cursor.peek() == 0x20 else { return nil }
        cursor.skipSpaces()
        guard let time = cursor.iso8601Time(basic: basic) else { return nil }
        moment = moment.at(time)
        cursor.skipSpaces()
        if !cursor.atEnd {
            guard let offset = cursor.iso8601Zone() else { return nil }
            moment.offset = offset
            cursor.skipSpaces()
        }
        return cursor.atEnd ? moment : nil
    }
}

extension DateCursor {
    /// Reads `hh:mm[:ss][.fff]`, or in the basic format `hhmm[ss][.fff]`; nil when no time is there.
    mutating func iso8601Time(basic: Bool) -> TimeOfDay? {
        guard let hour = digits(minimum: 2, maximum: 2) else { return nil }
        var time = TimeOfDay(hour: hour.value)
        if take(UInt8(ascii: ":")) {
            guard let minute = digits(minimum: 2, maximum: 2) else { return nil }
            time.minute = minute.value
            if take(UInt8(ascii: ":")) {
                guard let second = digits(minimum: 2, maximum: 2) else { return nil }
                time.second = second.value
            }
        } else if basic, let minute = digits(minimum: 2, maximum: 2) {
            time.minute = minute.value
            if let second = digits(minimum: 2, maximum: 2) { time.second = second.value }
        } else {
            return nil
        }
        time.fraction = fraction()
        return time
    }

    /// Reads a numeric offset, or a zone name with an optional numeric offset after it, as
    /// seconds east of UTC.
    mutating func iso8601Zone() -> Int? {
        if let offset = numericOffset() { return offset }
        let name = word()
        guard name.length > 0, let offset = ZoneNames.offset(of: name.packed, length: name.length) else {
            return nil
        }
        skipSpaces()
        return offset + (numericOffset() ?? 0)
    }
}
