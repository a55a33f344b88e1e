public import FoundationEssentials

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
public struct JSONWriter: ~Copyable {
    /// The JSON written so far.
    var bytes: ByteSink
    /// Whether the container at each open level has a member yet.
    var hasMembers = LevelFlags()
    /// Whether the next value follows a key (no separator or indent before it).
    private var afterKey = false

    /// A writer that keeps all it writes, for `text` or `withBytes(_:)` at the end.
    public init(capacity: Int = 4096) {
        bytes = ByteSink(capacity: capacity)
    }

    /// A writer that hands what it writes to `drain` whenever `chunkSize` bytes have gathered,
    /// and the rest at `finish()`: output of any length through one small buffer that stays in
    /// the cache, rather than a buffer the size of the output whose every page is faulted in
    /// and zeroed once.
    public init(chunkSize: Int = 64 * 1024, drain: @escaping (UnsafeRawBufferPointer) -> Void) {
        bytes = ByteSink(capacity: chunkSize, drain: drain)
    }

    /// Hands what is left to the writer's `drain`; for a writer made without one, does nothing.
    public consuming func finish() {
        bytes.drainAll()
    }

    /// The JSON as text.
    public var text: String { String(decoding: bytes.buffer, as: UTF8.self) }

    /// The JSON as UTF-8 bytes, lent to `body` without a copy.
    public func withBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try body(UnsafeRawBufferPointer(bytes.buffer))
    }

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
        let length = name.utf8CodeUnitCount
        bytes.write(length + 5) { target in
            target[0] = UInt8(ascii: "\"")
            (target + 1).update(from: name.utf8Start, count: length)
            (target + 1 + length).update(from: Self.keySeparator.utf8Start, count: 4)
        }
        afterKey = true
    }

    // MARK: values

    public mutating func string(_ value: String) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        StringBytes.with(value) { appendEscaped($0) }
        bytes.append(UInt8(ascii: "\""))
    }

    public mutating func integer(_ value: some BinaryInteger) {
        separate()
        bytes.append(String(value))
    }

    public mutating func bool(_ value: Bool) {
        separate()
        bytes.append(value ? "true" : "false")
    }

    /// A date as `JSONEncoder`'s `.iso8601` strategy writes it: UTC, whole seconds.
    public mutating func date(_ value: Date) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        if !appendISO8601(value) {
            bytes.append(value.formatted(.iso8601))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// `null`: what `JSONEncoder` writes for a nil that a type encodes with `encode(_:forKey:)`.
    public mutating func null() {
        separate()
        bytes.append("null")
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

    /// `"key" : "value"`, or `"key" : null` when `value` is nil.
    public mutating func nullableMember(_ name: StaticString, _ value: String?) {
        key(name)
        if let value { string(value) } else { null() }
    }

    public mutating func nullableMember(_ name: StaticString, _ value: Date?) {
        key(name)
        if let value { date(value) } else { null() }
    }

    public mutating func member(_ name: StaticString, _ strings: [String]) {
        key(name)
        array(strings)
    }

    // MARK: layout

    private static let keySeparator: StaticString = "\" : "

    @inline(__always)
    private mutating func open(_ bracket: UInt8) {
        separate()
        bytes.append(bracket)
        hasMembers.push()
    }

    @inline(__always)
    private mutating func close(_ bracket: UInt8) {
        if hasMembers.pop() {
            newline(depth: hasMembers.depth)
        }
        bytes.append(bracket)
    }

    /// Before a value or key: nothing after a key; otherwise a comma after an earlier member,
    /// then a new line indented to the current level.
    @inline(__always)
    private mutating func separate() {
        if afterKey {
            afterKey = false
            return
        }
        guard hasMembers.depth > 0 else { return }
        if hasMembers.markInnermost() { bytes.append(UInt8(ascii: ",")) }
        newline(depth: hasMembers.depth)
    }

    @inline(__always)
    private mutating func newline(depth: Int) {
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(0x20, times: 2 * depth)
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
        bytes.write(20) { target in
            Self.digits(year, 4, at: target)
            target[4] = UInt8(ascii: "-")
            Self.digits(month, 2, at: target + 5)
            target[7] = UInt8(ascii: "-")
            Self.digits(day, 2, at: target + 8)
            target[10] = UInt8(ascii: "T")
            Self.digits(secondOfDay / 3600, 2, at: target + 11)
            target[13] = UInt8(ascii: ":")
            Self.digits(secondOfDay / 60 % 60, 2, at: target + 14)
            target[16] = UInt8(ascii: ":")
            Self.digits(secondOfDay % 60, 2, at: target + 17)
            target[19] = UInt8(ascii: "Z")
        }
        return true
    }

    /// Writes `value` (not negative) in `count` decimal digits, zero-padded, at `target`.
    @inline(__always)
    private static func digits(_ value: Int, _ count: Int, at target: UnsafeMutablePointer<UInt8>) {
        var rest = value
        for position in stride(from: count - 1, through: 0, by: -1) {
            target[position] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
        }
    }

    // MARK: escaping

    /// Appends `text`, escaped as `JSONEncoder` escapes (quote, backslash, C0 controls) and as
    /// `JSONOutput` escapes further (DEL, C1 controls, invisible formatting characters).
    private mutating func appendEscaped(_ text: UnsafeBufferPointer<UInt8>) {
        var start = 0
        var index = 0
        func flush(_ upTo: Int) {
            if upTo > start, let base = text.baseAddress { bytes.append(base + start, upTo - start) }
        }
        let plain = JSONEscaping.plainBytes
        while index < text.count {
            // Most text needs no escape: run over it eight plain ASCII bytes at a time, and a table
            // lookup a byte through a word that is not plain.
            index = PlainRun.end(
                of: text, from: index, plain: plain, stoppingAt: UInt8(ascii: "\""), UInt8(ascii: "\\"))
            guard index < text.count else { break }
            let byte = text[index]
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                flush(index)
                bytes.append(UInt8(ascii: "\\"))
                bytes.append(byte)
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
    static func isInvisible(_ scalar: UInt32) -> Bool {
        (0x200B...0x200F).contains(scalar) || (0x202A...0x202E).contains(scalar)
            || (0x2060...0x2069).contains(scalar)
    }

    private mutating func appendShortEscape(_ byte: UInt8) {
        switch byte {
        case 0x08: bytes.append("\\b")
        case 0x09: bytes.append("\\t")
        case 0x0A: bytes.append("\\n")
        case 0x0C: bytes.append("\\f")
        case 0x0D: bytes.append("\\r")
        default: appendUnicodeEscape(UInt32(byte))
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    private mutating func appendUnicodeEscape(_ scalar: UInt32) {
        bytes.append("\\u")
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

/// The bytes `JSONWriter` copies as they are inside a string: everything but the quote, the
/// backslash, the C0 controls and DEL, and the lead bytes of the characters it escapes (C1
/// controls after 0xC2, invisible formatting characters after 0xE2, the byte order mark after
/// 0xEF). A table written once and only read after that.
enum JSONEscaping {
    nonisolated(unsafe) static let plainBytes: UnsafePointer<Bool> = {
        let table = UnsafeMutablePointer<Bool>.allocate(capacity: 256)
        for byte in 0...255 {
            table[byte] =
                !(byte < 0x20 || byte == 0x7F || byte == Int(UInt8(ascii: "\""))
                || byte == Int(UInt8(ascii: "\\"))
                || byte == 0xC2 || byte == 0xE2 || byte == 0xEF)
        }
        return UnsafePointer(table)
    }()
}

/// One flag per open container, innermost last: whether it has a member yet. Held in the bits of
/// one word while containers nest no deeper than 64 (JSON output always does here), in an array
/// beyond, so that each member costs a few bit operations rather than array bookkeeping.
struct LevelFlags {
    private(set) var depth = 0
    private var bits: UInt64 = 0
    private var deeper: [Bool] = []

    @inline(__always)
    mutating func push() {
        if depth < 64 {
            bits &= ~(1 << UInt64(depth))
        } else {
            deeper.append(false)
        }
        depth += 1
    }

    /// Closes the innermost container; whether it had a member.
    @inline(__always)
    mutating func pop() -> Bool {
        depth -= 1
        return depth < 64 ? bits & (1 << UInt64(depth)) != 0 : deeper.removeLast()
    }

    /// Marks the innermost container as having a member; whether it had one already.
    @inline(__always)
    mutating func markInnermost() -> Bool {
        let level = depth - 1
        if level < 64 {
            let had = bits & (1 << UInt64(level)) != 0
            bits |= 1 << UInt64(level)
            return had
        }
        let had = deeper[level - 64]
        deeper[level - 64] = true
        return had
    }
}

/// The bytes a `JSONWriter` has written: a buffer it owns alone, appended to without the
/// uniqueness check and bookkeeping an `Array` makes on every append (a feed of 20,000 items is
/// several hundred thousand appends). When full, it hands its bytes to its drain and starts
/// again, or, without one, grows by doubling.
struct ByteSink: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int
    private let drain: ((UnsafeRawBufferPointer) -> Void)?

    init(capacity: Int, drain: ((UnsafeRawBufferPointer) -> Void)? = nil) {
        self.capacity = max(capacity, 16)
        self.drain = drain
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    var buffer: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: 1) }
        base[count] = byte
        count += 1
    }

    /// Makes room for `length` bytes, has `body` write exactly that many at the given address,
    /// and counts them.
    @inline(__always)
    mutating func write(_ length: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Void) {
        if count + length > capacity { grow(toHold: length) }
        body(base + count)
        count += length
    }

    @inline(__always)
    mutating func append(_ source: UnsafePointer<UInt8>, _ length: Int) {
        if count + length > capacity {
            // A run longer than the buffer goes to the drain as it is, without a copy.
            if let drain, length >= capacity {
                drainAll()
                drain(UnsafeRawBufferPointer(start: source, count: length))
                return
            }
            grow(toHold: length)
        }
        (base + count).update(from: source, count: length)
        count += length
    }

    @inline(__always)
    mutating func append(_ literal: StaticString) {
        append(literal.utf8Start, literal.utf8CodeUnitCount)
    }

    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { if let start = $0.baseAddress { append(start, $0.count) } }
    }

    /// `byte`, `times` times.
    @inline(__always)
    mutating func append(_ byte: UInt8, times: Int) {
        guard times > 0 else { return }
        if count + times > capacity { grow(toHold: times) }
        (base + count).update(repeating: byte, count: times)
        count += times
    }

    /// Hands the bytes gathered so far to the drain, if there is one, and empties the buffer.
    mutating func drainAll() {
        guard let drain, count > 0 else { return }
        drain(UnsafeRawBufferPointer(buffer))
        count = 0
    }

    private mutating func grow(toHold extra: Int) {
        if drain != nil {
            drainAll()
            if extra <= capacity { return }
        }
        let newCapacity = max(capacity * 2, count + extra)
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        grown.update(from: base, count: count)
        base.deallocate()
        base = grown
        capacity = newCapacity
    }
}
