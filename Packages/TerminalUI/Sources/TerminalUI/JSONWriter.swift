public import Foundation

/// Writes JSON byte for byte as `JSONOutput.encode` does (Foundation's `JSONEncoder`, pretty
/// printed with sorted keys, then empty containers closed and terminal controls escaped), an
/// order of magnitude faster, for outputs that run to megabytes (`inspect --json` of a feed
/// with 20,000 items spent most of its time in `JSONEncoder`).
///
/// The caller writes an object's keys in sorted (byte) order and leaves absent values out, as
/// the `Encodable` type beside it does; a test compares both outputs on real documents.
/// Containers open and close with calls rather than closures, so that one local value holds the
/// buffer and nothing is retained per element:
///
///     var writer = JSONWriter()
///     writer.beginObject()
///     writer.member("title", feed.title)
///     writer.endObject()
public struct JSONWriter {
    /// The JSON written so far.
    public private(set) var bytes: [UInt8] = []
    /// Whether the container at each open level has a member yet.
    private var hasMembers: [Bool] = []
    /// Whether the next value follows a key (no separator or indent before it).
    private var afterKey = false

    public init(capacity: Int = 4096) {
        bytes.reserveCapacity(capacity)
    }

    /// The JSON as text.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    // MARK: containers

    /// Opens an object: then `key(_:)` and a value for each member, then `endObject()`.
    public mutating func beginObject() { open(UInt8(ascii: "{")) }

    public mutating func endObject() { close(UInt8(ascii: "}")) }

    /// Opens an array: then its values, then `endArray()`.
    public mutating func beginArray() { open(UInt8(ascii: "[")) }

    public mutating func endArray() { close(UInt8(ascii: "]")) }

    /// Writes an array of strings.
    public mutating func array(_ strings: [String]) {
        beginArray()
        for string in strings { self.string(string) }
        endArray()
    }

    /// Starts a member of the current object.
    public mutating func key(_ name: StaticString) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
        bytes.append(contentsOf: Self.keySeparator)
        afterKey = true
    }

    // MARK: values

    public mutating func string(_ value: String) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        var copy = value
        copy.withUTF8 { appendEscaped($0) }
        bytes.append(UInt8(ascii: "\""))
    }

    public mutating func integer(_ value: some BinaryInteger) {
        separate()
        bytes.append(contentsOf: String(value).utf8)
    }

    public mutating func bool(_ value: Bool) {
        separate()
        bytes.append(contentsOf: value ? Self.trueBytes : Self.falseBytes)
    }

    /// A date as `JSONEncoder`'s `.iso8601` strategy writes it: UTC, whole seconds.
    public mutating func date(_ value: Date) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        if !appendISO8601(value) {
            bytes.append(contentsOf: ISO8601DateFormatter().string(from: value).utf8)
        }
        bytes.append(UInt8(ascii: "\""))
    }

    // MARK: members that may be absent

    /// `"key" : "value"`, left out when `value` is nil.
    public mutating func member(_ name: StaticString, _ value: String?) {
        guard let value else { return }
        key(name)
        string(value)
    }

    public mutating func member(_ name: StaticString, _ value: Date?) {
        guard let value else { return }
        key(name)
        date(value)
    }

    public mutating func member<Integer: BinaryInteger>(_ name: StaticString, _ value: Integer?) {
        guard let value else { return }
        key(name)
        integer(value)
    }

    public mutating func member(_ name: StaticString, _ strings: [String]) {
        key(name)
        array(strings)
    }

    // MARK: layout

    private static let keySeparator = Array("\" : ".utf8)
    private static let trueBytes = Array("true".utf8)
    private static let falseBytes = Array("false".utf8)

    private mutating func open(_ bracket: UInt8) {
        separate()
        bytes.append(bracket)
        hasMembers.append(false)
    }

    private mutating func close(_ bracket: UInt8) {
        if hasMembers.removeLast() {
            newline(depth: hasMembers.count)
        }
        bytes.append(bracket)
    }

    /// Before a value or key: nothing after a key; otherwise a comma after an earlier member,
    /// then a new line indented to the current level.
    private mutating func separate() {
        if afterKey {
            afterKey = false
            return
        }
        guard !hasMembers.isEmpty else { return }
        if hasMembers[hasMembers.count - 1] { bytes.append(UInt8(ascii: ",")) }
        hasMembers[hasMembers.count - 1] = true
        newline(depth: hasMembers.count)
    }

    private mutating func newline(depth: Int) {
        bytes.append(UInt8(ascii: "\n"))
        for _ in 0..<depth { bytes.append(contentsOf: [0x20, 0x20]) }
    }

    /// Appends `2026-01-14T10:00:00Z`: the date in UTC, its seconds truncated toward the past
    /// as `ISO8601DateFormatter` does; false (nothing appended) for a year outside 1583–9999,
    /// left to the formatter, which counts days before the Gregorian reform of 1582 in the
    /// Julian calendar.
    private mutating func appendISO8601(_ date: Date) -> Bool {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        let (year, month, day) = CivilDate.civil(fromDays: days)
        guard (1583...9999).contains(year) else { return false }
        appendDigits(year, 4)
        bytes.append(UInt8(ascii: "-"))
        appendDigits(month, 2)
        bytes.append(UInt8(ascii: "-"))
        appendDigits(day, 2)
        bytes.append(UInt8(ascii: "T"))
        appendDigits(secondOfDay / 3600, 2)
        bytes.append(UInt8(ascii: ":"))
        appendDigits(secondOfDay / 60 % 60, 2)
        bytes.append(UInt8(ascii: ":"))
        appendDigits(secondOfDay % 60, 2)
        bytes.append(UInt8(ascii: "Z"))
        return true
    }

    /// `value` in `count` decimal digits, zero-padded.
    private mutating func appendDigits(_ value: Int, _ count: Int) {
        var divisor = 1
        for _ in 1..<count { divisor *= 10 }
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
            divisor /= 10
        }
    }

    // MARK: escaping

    /// Appends `text`, escaped as `JSONEncoder` escapes (quote, backslash, C0 controls) and as
    /// `JSONOutput` escapes further (DEL, C1 controls, invisible formatting characters).
    private mutating func appendEscaped(_ text: UnsafeBufferPointer<UInt8>) {
        var start = 0
        var index = 0
        func flush(_ upTo: Int) {
            if upTo > start { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[start..<upTo])) }
        }
        while index < text.count {
            let byte = text[index]
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                flush(index)
                bytes.append(contentsOf: [UInt8(ascii: "\\"), byte])
                index += 1
            case 0x00..<0x20, 0x7F:
                flush(index)
                appendShortEscape(byte)
                index += 1
            case 0xC2 where index + 1 < text.count && (0x80...0x9F).contains(text[index + 1]):
                flush(index)
                appendUnicodeEscape(UInt32(text[index + 1]))
                index += 2
            case 0xE2 where index + 2 < text.count:
                let scalar = 0x2000 | (UInt32(text[index + 1] & 0x3F) << 6) | UInt32(text[index + 2] & 0x3F)
                if (0x80...0x81).contains(text[index + 1]) && Self.isInvisible(scalar) {
                    flush(index)
                    appendUnicodeEscape(scalar)
                    index += 3
                } else {
                    index += 1
                    continue
                }
            case 0xEF where index + 2 < text.count && text[index + 1] == 0xBB && text[index + 2] == 0xBF:
                flush(index)
                appendUnicodeEscape(0xFEFF)
                index += 3
            default:
                index += 1
                continue
            }
            start = index
        }
        flush(text.count)
    }

    /// U+200B–U+200F, U+202A–U+202E, U+2060–U+2069: zero-width characters and bidirectional
    /// controls, which change how text reads without showing.
    private static func isInvisible(_ scalar: UInt32) -> Bool {
        (0x200B...0x200F).contains(scalar) || (0x202A...0x202E).contains(scalar)
            || (0x2060...0x2069).contains(scalar)
    }

    private mutating func appendShortEscape(_ byte: UInt8) {
        switch byte {
        case 0x08: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
        case 0x09: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
        case 0x0A: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
        case 0x0C: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
        case 0x0D: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
        default: appendUnicodeEscape(UInt32(byte))
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    private mutating func appendUnicodeEscape(_ scalar: UInt32) {
        bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u")])
        for shift in stride(from: 12, through: 0, by: -4) {
            bytes.append(Self.hexDigits[Int((scalar >> UInt32(shift)) & 0xF)])
        }
    }
}

/// The calendar arithmetic of `JSONWriter`'s dates.
enum CivilDate {
    /// The proleptic Gregorian date of a day counted from 1970-01-01 (Howard Hinnant's
    /// civil-from-days).
    static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
