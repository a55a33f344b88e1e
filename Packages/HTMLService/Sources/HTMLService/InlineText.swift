/// The inline content of one block, with whitespace collapsed the way HTML does outside `pre`:
/// runs of spaces, tabs and newlines become one space, none at the start of a line.
struct InlineText {
    private(set) var text = ""
    private var pendingSpace = false

    var isEmpty: Bool { text.isEmpty }

    /// Appends text, collapsing whitespace. Soft hyphens, invisible in HTML, are dropped.
    mutating func append(_ piece: String) {
        for character in piece {
            if character == " " || character == "\t" || character == "\n" {
                if !text.isEmpty, text.last != "\n" { pendingSpace = true }
                continue
            }
            if character == "\u{AD}" { continue }
            flushSpace()
            text.append(character)
        }
    }

    /// Appends text keeping its runs of spaces, as inline code wants; newlines become spaces.
    mutating func appendPreservingSpaces(_ piece: String) {
        for character in piece {
            if character == "\n" || character == "\t" {
                text.append(" ")
                continue
            }
            flushSpace()
            text.append(character)
        }
    }

    /// Appends text glued to what came before, such as a link's `[1]` after its last word; a
    /// space that was pending stays pending after it.
    mutating func attach(_ piece: String) {
        text += piece
    }

    /// Starts a new line (`<br>`).
    mutating func lineBreak() {
        pendingSpace = false
        text.append("\n")
    }

    /// The collected text, emptied for the next block.
    mutating func take() -> String {
        defer {
            text = ""
            pendingSpace = false
        }
        var result = text
        while let last = result.last, last == "\n" || last == " " { result.removeLast() }
        return result
    }

    private mutating func flushSpace() {
        if pendingSpace { text.append(" ") }
        pendingSpace = false
    }
}
