/// The escape sequences the interactive screen writes (ECMA-48 and the DEC private modes
/// xterm defined, which every current terminal follows).
enum ControlSequence {
    static let enterAlternateScreen = "\u{1B}[?1049h"
    static let leaveAlternateScreen = "\u{1B}[?1049l"
    static let hideCursor = "\u{1B}[?25l"
    static let showCursor = "\u{1B}[?25h"
    /// Synchronized output (mode 2026): the terminal shows nothing of a frame until its end.
    /// Terminals without it ignore the unknown mode.
    static let beginSynchronizedUpdate = "\u{1B}[?2026h"
    static let endSynchronizedUpdate = "\u{1B}[?2026l"
    static let clearScreen = "\u{1B}[2J"
    static let resetStyle = "\u{1B}[0m"
    /// Mouse reports: presses, releases and the wheel (mode 1000), in SGR form (mode 1006), whose
    /// numbers have no upper limit and which says which button was let go.
    static let enableMouseReports = "\u{1B}[?1000h\u{1B}[?1006h"

    /// What leaving the interactive screen writes: mouse reports off (whether or not they were
    /// on), default style, cursor shown, main screen. A computed `StaticString`: a signal
    /// handler writes it with no allocation and no lazy initialisation.
    static var leaveInteractiveScreen: StaticString {
        "\u{1B}[?1006l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
    }

    /// Primary Device Attributes: the terminal answers `ESC [ ? … c` (`TerminalReport`).
    static let askDeviceAttributes = "\u{1B}[c"

    /// Deletes every picture kitty's graphics protocol placed, and its data, without an answer.
    static let deleteKittyGraphics = "\u{1B}_Ga=d,d=A,q=2\u{1B}\\"

    /// Moves the cursor to a zero-based row and column (CUP counts from 1).
    static func moveCursor(row: Int, column: Int) -> String {
        "\u{1B}[\(row + 1);\(column + 1)H"
    }
}
