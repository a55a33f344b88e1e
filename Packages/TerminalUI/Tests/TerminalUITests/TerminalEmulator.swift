import TerminalTextService
import TerminalUI

/// A tiny terminal for tests: it understands exactly what the interactive screen may write
/// (CUP, SGR, erase display, the private modes for the alternate screen, the cursor and
/// synchronized output, and printable text with wide characters) and records anything else as
/// a problem, so a test fails on any byte the screen should not have sent.
///
/// Wide characters behave as in xterm: writing over either half of one damages the other,
/// which shows `damaged` until rewritten, so a renderer that forgets to repair it is caught.
/// Text reaching the right edge leaves the cursor in a pending-wrap state; printing there is a
/// problem, since the renderer must always position the cursor first.
final class TerminalEmulator {
    static let damaged: Character = "¤"

    private(set) var size: Size
    /// The screen shown: the main one or the alternate one.
    private(set) var cells: [Cell]
    private(set) var isAlternateScreen = false
    private(set) var isCursorVisible = true
    private(set) var isSynchronizing = false
    /// The alternate screen as it was last shown, kept after leaving it.
    private(set) var lastAlternateScreen: [Cell] = []
    private(set) var problems: [String] = []
    /// Modes 1000 (presses, releases, wheel) and 1006 (in SGR form), as last set.
    private(set) var reportsMouseButtons = false
    private(set) var reportsMouseInSGR = false
    private var mainScreen: [Cell]
    private var pen = TextStyle.plain
    private var row = 0
    private var column = 0
    private var pendingWrap = false
    private var sequence: String?

    init(size: Size) {
        self.size = size
        cells = Array(repeating: .blank, count: size.width * size.height)
        mainScreen = cells
    }

    /// The screen's rows as text, trailing spaces removed (like `Canvas.lines`).
    var lines: [String] { Self.lines(of: cells, width: size.width) }

    /// The last alternate screen's rows as text.
    var lastAlternateLines: [String] { Self.lines(of: lastAlternateScreen, width: size.width) }

    func cell(row: Int, column: Int) -> Cell { cells[row * size.width + column] }

    /// A new size, as a terminal window resized: the screen is blank until redrawn.
    func resize(to newSize: Size) {
        size = newSize
        cells = Array(repeating: .blank, count: newSize.width * newSize.height)
        mainScreen = cells
        row = 0
        column = 0
        pendingWrap = false
    }

    /// Interprets output.
    func feed(_ text: String) {
        for character in text {
            if var collected = sequence {
                collected.append(character)
                let continues = collected.count == 1 ? character == "[" : !Self.isFinal(character)
                if continues {
                    sequence = collected
                } else {
                    sequence = nil
                    perform(collected)
                }
                continue
            }
            if character == "\u{1B}" {
                sequence = ""
                continue
            }
            print(character)
        }
    }

    private static func isFinal(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return true }
        return (0x40...0x7E).contains(ascii)
    }

    /// Runs one control sequence (what followed ESC).
    private func perform(_ sequence: String) {
        guard sequence.hasPrefix("["), let final = sequence.last else {
            problems.append("unknown escape ESC\(sequence)")
            return
        }
        let parameters = String(sequence.dropFirst().dropLast())
        switch final {
        case "H": moveCursor(parameters)
        case "J" where parameters == "2": cells = Array(repeating: .blank, count: cells.count)
        case "m": selectGraphicRendition(parameters)
        case "h" where parameters.hasPrefix("?"): setMode(String(parameters.dropFirst()), on: true)
        case "l" where parameters.hasPrefix("?"): setMode(String(parameters.dropFirst()), on: false)
        default: problems.append("unknown sequence ESC\(sequence)")
        }
    }

    private func moveCursor(_ parameters: String) {
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 1 }
        row = min(size.height, max(1, numbers.first ?? 1)) - 1
        column = min(size.width, max(1, numbers.count > 1 ? numbers[1] : 1)) - 1
        pendingWrap = false
    }

    private func setMode(_ mode: String, on: Bool) {
        switch mode {
        case "1049":
            guard on != isAlternateScreen else { return problems.append("alternate screen switched twice") }
            if on {
                mainScreen = cells
                cells = Array(repeating: .blank, count: cells.count)
            } else {
                lastAlternateScreen = cells
                cells = mainScreen
            }
            isAlternateScreen = on
        case "25": isCursorVisible = on
        case "1000": reportsMouseButtons = on
        case "1006": reportsMouseInSGR = on
        case "2026":
            if on == isSynchronizing {
                problems.append("synchronized output \(on ? "begun" : "ended") twice")
            }
            isSynchronizing = on
        default: problems.append("unknown mode \(mode)")
        }
    }

    private func selectGraphicRendition(_ parameters: String) {
        var numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }[
            ...]
        if numbers.isEmpty { numbers = [0] }
        while let number = numbers.popFirst() {
            switch number {
            case 0: pen = .plain
            case 1: pen.bold = true
            case 2: pen.dim = true
            case 3: pen.italic = true
            case 4: pen.underline = true
            case 7: pen.reverse = true
            case 30...37, 90...97: pen.foreground = Self.color(number)
            case 40...47, 100...107: pen.background = Self.color(number - 10)
            case 38, 48:
                guard numbers.popFirst() == 5, let index = numbers.popFirst(),
                    let value = UInt8(exactly: index)
                else {
                    return problems.append("bad colour in SGR \(parameters)")
                }
                if number == 38 { pen.foreground = .palette(value) } else { pen.background = .palette(value) }
            default: problems.append("unknown SGR \(number)")
            }
        }
    }

    private static func color(_ number: Int) -> TerminalColor {
        let colors: [TerminalColor] = [.black, .red, .green, .yellow, .blue, .magenta, .cyan, .white]
        let bright: [TerminalColor] = [
            .brightBlack, .brightRed, .brightGreen, .brightYellow, .brightBlue, .brightMagenta, .brightCyan,
            .brightWhite,
        ]
        return number >= 90 ? bright[number - 90] : colors[number - 30]
    }

    private func print(_ character: Character) {
        let width = TerminalText.width(of: character)
        guard width > 0, width <= 2 else { return problems.append("unprintable \(character.unicodeScalars)") }
        guard !pendingWrap, column + width <= size.width, row < size.height else {
            return problems.append("text \(character) written past the right edge at row \(row)")
        }
        let start = row * size.width + column
        // Damage the halves of wide characters this one overwrites in part.
        if cells[start].character == nil, column > 0 { damage(start - 1) }
        let last = start + width - 1
        if column + width < size.width, cells[last + 1].character == nil, isWideStart(last) {
            damage(last + 1)
        }
        var cell = Cell.blank
        cell.character = character
        cell.style = pen
        cells[start] = cell
        if width == 2 {
            cell.character = nil
            cells[start + 1] = cell
        }
        column += width
        if column == size.width {
            column = size.width - 1
            pendingWrap = true
        }
    }

    /// Whether the cell at `index` starts a wide character (its right neighbour is its second half).
    private func isWideStart(_ index: Int) -> Bool {
        guard let character = cells[index].character else { return false }
        return TerminalText.width(of: character) == 2
    }

    private func damage(_ index: Int) {
        cells[index].character = Self.damaged
        cells[index].style = .plain
    }

    private static func lines(of cells: [Cell], width: Int) -> [String] {
        guard width > 0 else { return [] }
        return stride(from: 0, to: cells.count, by: width).map { start in
            var line = String(cells[start..<(start + width)].compactMap(\.character))
            while line.last == " " { line.removeLast() }
            return line
        }
    }
}
