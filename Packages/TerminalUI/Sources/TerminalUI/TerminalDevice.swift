/// What the terminal gave the input loop: bytes, a change of size, nothing in time, or the end.
public enum TerminalInput: Equatable, Sendable {
    /// Bytes typed (or pasted), as read.
    case bytes([UInt8])
    /// The terminal changed size; read `size` again and redraw.
    case resized
    /// Nothing arrived within the timeout.
    case timedOut
    /// Input ended (the terminal closed); the session ends.
    case endOfInput
}

/// A terminal that an `InteractiveSession` takes over: its size, its input, its output, and
/// the raw mode and alternate screen it switches to and back.
///
/// `SystemTerminal` is the real one, on file descriptors. The session calls `waitForInput` from
/// one background thread and everything else from the main actor, hence `Sendable`. Each
/// `enter…` is followed by its `leave…` on every way out of a session; the `leave…` methods do
/// not throw, because they run while the session is already ending.
public protocol TerminalDevice: AnyObject, Sendable {
    /// The size in cells now.
    var size: Size { get }

    /// Turns off echo, line editing and the keys that send signals, so each key arrives as typed.
    func enterRawMode() throws(TerminalError)
    /// Restores the mode `enterRawMode` found.
    func leaveRawMode()

    /// Switches to the alternate screen and hides the cursor.
    func enterAlternateScreen() throws(TerminalError)
    /// Shows the cursor and switches back to the main screen, as it was.
    func leaveAlternateScreen()

    /// Writes text as is, escape sequences included.
    func write(_ text: String) throws(TerminalError)

    /// Waits at most `timeout` for input or a resize.
    func waitForInput(timeout: Duration) throws(TerminalError) -> TerminalInput
}
