/// Something the person at the terminal did (a key, the mouse), or the terminal's answer to a
/// question the session asked.
public enum InputEvent: Equatable, Sendable {
    case key(Key)
    case mouse(MouseEvent)
    case report(TerminalReport)
}

/// What a terminal says of itself when asked.
public enum TerminalReport: Equatable, Sendable {
    /// The answer to Primary Device Attributes (`ESC [ c`): the terminal's class, then what it
    /// can do (4 is sixel graphics). `ESC [ ? 62 ; 4 ; 22 c` gives `[62, 4, 22]`.
    case deviceAttributes([Int])

    /// Whether the terminal says it draws sixels.
    public var drawsSixels: Bool {
        if case .deviceAttributes(let attributes) = self { return attributes.dropFirst().contains(4) }
        return false
    }
}
