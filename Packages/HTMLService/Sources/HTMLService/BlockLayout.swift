import TerminalTextService

/// What separates one block from the next.
enum Separation: Int, Comparable {
    case none
    /// A new line.
    case line
    /// A blank line.
    case blank

    static func < (lhs: Separation, rhs: Separation) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A block that prefixes the lines inside it: a quotation (`> `), a list item (its marker on
/// the first line, spaces after), a heading (`## `), a definition.
struct BlockContainer {
    /// The prefix of the first line inside, such as `- ` or `12. `.
    var firstPrefix: String
    /// The prefix of the lines after it, as wide as `firstPrefix`.
    var prefix: String
    var isListItem: Bool
    /// Whether the first line has yet to be written, so `firstPrefix` is still owed.
    fileprivate var markerPending = true
    /// How many lines had been written when the container opened.
    fileprivate var linesAtOpen = 0
    /// Whether the prefix is drawn; containers nested too deep to fit are not.
    fileprivate var isVisual = true

    init(firstPrefix: String, prefix: String, isListItem: Bool = false) {
        self.firstPrefix = firstPrefix
        self.prefix = prefix
        self.isListItem = isListItem
    }
}

/// Lays blocks out as lines: blank lines between blocks, the prefixes of every open
/// container, paragraphs wrapped to what the prefixes leave of the width.
///
/// Prefixes never take more than half the width: containers nested deeper are still tracked
/// but drawn without a prefix, so deep nesting cannot squeeze text to nothing.
struct BlockLayout {
    let width: Int
    private(set) var lines: [String] = []
    private var containers: [BlockContainer] = []
    private var visualIndices: [Int] = []
    private var prefixWidth = 0
    private var pending = Separation.none
    private var lastLineIsBlank = true

    init(width: Int) {
        self.width = max(width, 1)
    }

    /// The cells left for text inside the open containers.
    var contentWidth: Int { max(width - prefixWidth, 1) }

    /// Whether the innermost container is a list item (a nested list then needs no blank line).
    var isInListItem: Bool { containers.last?.isListItem ?? false }

    /// Asks for at least `separation` before the next line.
    mutating func request(_ separation: Separation) {
        pending = max(pending, separation)
    }

    /// Opens a container; a blank line owed before it is written outside it.
    mutating func push(_ container: BlockContainer) {
        resolvePending()
        var container = container
        container.linesAtOpen = lines.count
        let added = TerminalText.width(of: container.prefix)
        if added > 0, prefixWidth + added <= width / 2 {
            prefixWidth += added
            visualIndices.append(containers.count)
        } else {
            container.isVisual = false
        }
        containers.append(container)
    }

    /// Closes the innermost container. A list item that wrote nothing still shows its marker.
    mutating func pop() {
        guard let last = containers.last else { return }
        if last.isListItem, last.markerPending, last.isVisual {
            pending = .none
            emit("")
        }
        if last.isVisual {
            visualIndices.removeLast()
            prefixWidth -= TerminalText.width(of: last.prefix)
        }
        containers.removeLast()
    }

    /// Writes a paragraph, wrapped to the content width (its newlines are kept).
    mutating func writeParagraph(_ text: String) {
        for line in TerminalText.wrap(text, toWidth: contentWidth) { emit(line) }
    }

    /// Writes lines as they are, without wrapping: preformatted text, table rows.
    mutating func writeVerbatim(_ text: [String]) {
        for line in text { emit(line) }
    }

    /// The lines written, without blank lines at the end.
    func finished() -> [String] {
        var result = lines
        while let last = result.last, last.isEmpty { result.removeLast() }
        return result
    }

    /// Writes one line inside the open containers.
    private mutating func emit(_ content: String) {
        resolvePending()
        var line = ""
        var markerShown = false
        for index in visualIndices {
            if containers[index].markerPending {
                line += containers[index].firstPrefix
                markerShown = true
            } else {
                line += containers[index].prefix
            }
        }
        for index in containers.indices { containers[index].markerPending = false }
        line += content
        lines.append(trimmingTrailingSpaces(line))
        lastLineIsBlank = content.isEmpty && !markerShown
    }

    /// Writes the blank line owed, unless it would open the document or a container.
    private mutating func resolvePending() {
        defer { pending = .none }
        guard pending == .blank, !lastLineIsBlank, lines.count > (containers.last?.linesAtOpen ?? 0) else {
            return
        }
        var line = ""
        for index in visualIndices { line += containers[index].prefix }
        lines.append(trimmingTrailingSpaces(line))
        lastLineIsBlank = true
    }

    private func trimmingTrailingSpaces(_ line: String) -> String {
        var line = line
        while let last = line.last, last == " " { line.removeLast() }
        return line
    }
}
