/// The inline content of one block, with whitespace collapsed the way HTML does outside `pre`:
/// runs of spaces, tabs and newlines become one space, none at the start of a line.
///
/// The text is kept as UTF-8 bytes and taken in runs: every character it treats specially is
/// ASCII or the two-byte soft hyphen, so runs between them are copied whole. (Appending one
/// `Character` at a time made this the largest cost of a refresh.)
struct InlineText {
    private var bytes: [UInt8] = []
    private var pendingSpace = false

    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")
    private static let newline = UInt8(ascii: "\n")
    /// U+00AD SOFT HYPHEN in UTF-8.
    private static let softHyphen: (UInt8, UInt8) = (0xC2, 0xAD)

    var isEmpty: Bool { bytes.isEmpty }

    /// The text collected so far.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Appends text, collapsing whitespace. Soft hyphens, invisible in HTML, are dropped.
    mutating func append(_ piece: String) {
        let utf8 = Array(piece.utf8)
        var runStart = 0
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            if byte == Self.space || byte == Self.tab || byte == Self.newline {
                appendRun(utf8[runStart..<index])
                if !bytes.isEmpty, bytes.last != Self.newline { pendingSpace = true }
                index += 1
                runStart = index
            } else if byte == Self.softHyphen.0, index + 1 < utf8.count, utf8[index + 1] == Self.softHyphen.1
            {
                appendRun(utf8[runStart..<index])
                index += 2
                runStart = index
            } else {
                index += 1
            }
        }
        appendRun(utf8[runStart..<index])
    }

    /// Appends text keeping its runs of spaces, as inline code wants; newlines become spaces.
    mutating func appendPreservingSpaces(_ piece: String) {
        guard !piece.isEmpty else { return }
        flushSpace()
        for byte in piece.utf8 {
            bytes.append(byte == Self.newline || byte == Self.tab ? Self.space : byte)
        }
    }

    /// Appends text glued to what came before, such as a link's `[1]` after its last word; a
    /// space that was pending stays pending after it.
    mutating func attach(_ piece: String) {
        bytes.append(contentsOf: piece.utf8)
    }

    /// Starts a new line (`<br>`).
    mutating func lineBreak() {
        pendingSpace = false
        bytes.append(Self.newline)
    }

    /// The collected text, emptied for the next block.
    mutating func take() -> String {
        defer {
            bytes.removeAll(keepingCapacity: true)
            pendingSpace = false
        }
        var end = bytes.count
        while end > 0, bytes[end - 1] == Self.newline || bytes[end - 1] == Self.space { end -= 1 }
        return String(decoding: bytes[..<end], as: UTF8.self)
    }

    /// Appends a run of text with no collapsible whitespace in it, after a pending space.
    private mutating func appendRun(_ run: ArraySlice<UInt8>) {
        guard !run.isEmpty else { return }
        flushSpace()
        bytes.append(contentsOf: run)
    }

    private mutating func flushSpace() {
        if pendingSpace { bytes.append(Self.space) }
        pendingSpace = false
    }
}
