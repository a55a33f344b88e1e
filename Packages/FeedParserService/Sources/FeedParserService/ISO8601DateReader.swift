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
        guard readTime(&cursor, into: &moment, basic: basic) else { return nil }
        cursor.skipSpaces()
        if !cursor.atEnd {
            guard let offset = readZone(&cursor) else { return nil }
            moment.offset = offset
            cursor.skipSpaces()
        }
        return cursor.atEnd ? moment : nil
    }

    private static func readTime(_ cursor: inout DateCursor, into moment: inout CivilMoment, basic: Bool)
        -> Bool
    {
        guard let hour = cursor.digits(minimum: 2, maximum: 2) else { return false }
        moment.hour = hour.value
        if cursor.take(UInt8(ascii: ":")) {
            guard let minute = cursor.digits(minimum: 2, maximum: 2) else { return false }
            moment.minute = minute.value
            if cursor.take(UInt8(ascii: ":")) {
                guard let second = cursor.digits(minimum: 2, maximum: 2) else { return false }
                moment.second = second.value
            }
        } else if basic, let minute = cursor.digits(minimum: 2, maximum: 2) {
            moment.minute = minute.value
            if let second = cursor.digits(minimum: 2, maximum: 2) { moment.second = second.value }
        } else {
            return false
        }
        moment.fraction = cursor.fraction()
        return true
    }

    private static func readZone(_ cursor: inout DateCursor) -> Int? {
        if let offset = cursor.numericOffset() { return offset }
        let word = cursor.word()
        guard word.length > 0, let offset = ZoneNames.offset(of: word.packed, length: word.length) else {
            return nil
        }
        cursor.skipSpaces()
        return offset + (cursor.numericOffset() ?? 0)
    }
}
