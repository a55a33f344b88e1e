import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The terminal on file descriptors: standard input and output unless told otherwise.
///
/// Raw mode is glibc's `cfmakeraw` (no echo, no line editing, no signal keys: Ctrl-C arrives as
/// a key) with the output processing kept as it was. The alternate screen is xterm's mode 1049,
/// with the cursor hidden. The size comes from `TIOCGWINSZ`, or 80×24 when the descriptors are
/// not a terminal. Resizes (SIGWINCH) come out of `waitForInput` as `.resized`, through a pipe
/// the signal handler writes to.
///
/// The terminal is restored on every way out: `leaveRawMode`/`leaveAlternateScreen` on a normal
/// end (the session calls them also when it ends with an error), and SIGINT, SIGTERM, SIGHUP,
/// SIGQUIT and `exit` through `TerminalRestoration` while it is interactive. One terminal can be
/// interactive at a time in a process.
public final class SystemTerminal: TerminalDevice {
    /// The size reported when the descriptors are not a terminal or report nothing.
    public static let fallbackSize = Size(width: 80, height: 24)

    public let inputDescriptor: Int32
    public let outputDescriptor: Int32
    /// The pipe the SIGWINCH handler writes a byte to: read end, write end.
    private let resizePipe: (read: Int32, write: Int32)
    private let readBufferSize = 4096

    /// Uses `inputDescriptor` for keys and `outputDescriptor` for the screen (0 and 1 by default).
    public init(inputDescriptor: Int32 = 0, outputDescriptor: Int32 = 1) throws(TerminalError) {
        self.inputDescriptor = inputDescriptor
        self.outputDescriptor = outputDescriptor
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { throw .resizeSignalUnavailable(Self.systemError()) }
        for descriptor in descriptors {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        resizePipe = (descriptors[0], descriptors[1])
    }

    deinit {
        leaveAlternateScreen()
        leaveRawMode()
        close(resizePipe.read)
        close(resizePipe.write)
    }

    /// Whether a terminal of type `term` (the `TERM` variable) reports the mouse when asked:
    /// every terminal that follows xterm does, tmux and screen pass it on; `dumb`, an unset
    /// `TERM` and the Linux console (whose mouse belongs to gpm) do not.
    public static func reportsMouse(term: String?) -> Bool {
        guard let term, !term.isEmpty else { return false }
        return term != "dumb" && term != "linux" && !term.hasPrefix("vt1") && !term.hasPrefix("vt2")
    }

    /// The size of a cell in pixels of the terminal on `descriptor`, when it says
    /// (`TIOCGWINSZ`'s pixel fields, which many terminals fill and some leave at 0); nil
    /// otherwise.
    public static func cellPixels(descriptor: Int32) -> Size? {
        var window = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0,
            window.ws_xpixel > 0, window.ws_ypixel > 0
        else { return nil }
        return Size(
            width: Int(window.ws_xpixel) / Int(window.ws_col),
            height: Int(window.ws_ypixel) / Int(window.ws_row))
    }

    public var size: Size {
        for descriptor in [outputDescriptor, inputDescriptor] {
            var window = winsize()
            if ioctl(descriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 {
                return Size(width: Int(window.ws_col), height: Int(window.ws_row))
            }
        }
        return Self.fallbackSize
    }

    public func enterRawMode() throws(TerminalError) {
        guard isatty(inputDescriptor) == 1 else { throw .notATerminal(descriptor: inputDescriptor) }
        var saved = termios()
        guard tcgetattr(inputDescriptor, &saved) == 0 else { throw .modeChangeFailed(Self.systemError()) }
        try claim()
        guard TerminalRestoration.armRawMode(restoring: saved) else { return }
        var raw = saved
        cfmakeraw(&raw)
        raw.c_oflag = saved.c_oflag
        guard tcsetattr(inputDescriptor, TCSAFLUSH, &raw) == 0 else {
            let reason = Self.systemError()
            leaveRawMode()
            throw .modeChangeFailed(reason)
        }
    }

    public func leaveRawMode() {
        TerminalRestoration.leaveRawMode(ObjectIdentifier(self))
        TerminalRestoration.release(ObjectIdentifier(self))
    }

    public func enterAlternateScreen() throws(TerminalError) {
        guard isatty(outputDescriptor) == 1 else { throw .notATerminal(descriptor: outputDescriptor) }
        try claim()
        TerminalRestoration.armAlternateScreen()
        do {
            try write(ControlSequence.enterAlternateScreen + ControlSequence.hideCursor)
        } catch {
            leaveAlternateScreen()
            throw error
        }
    }

    public func leaveAlternateScreen() {
        if TerminalRestoration.disarmAlternateScreen(ObjectIdentifier(self)) {
            try? write(String(describing: ControlSequence.leaveInteractiveScreen))
        }
        TerminalRestoration.release(ObjectIdentifier(self))
    }

    public func write(_ text: String) throws(TerminalError) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                Glibc.write(outputDescriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if written > 0 {
                offset += written
            } else if written < 0, errno == EINTR || errno == EAGAIN {
                waitUntilWritable()
            } else {
                throw .writeFailed(Self.systemError())
            }
        }
    }

    public func waitForInput(timeout: Duration) throws(TerminalError) -> TerminalInput {
        var descriptors = [
            pollfd(fd: resizePipe.read, events: Int16(POLLIN), revents: 0),
            pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0),
        ]
        let ready = poll(&descriptors, nfds_t(descriptors.count), Self.milliseconds(timeout))
        if ready < 0 {
            if errno == EINTR { return .timedOut }
            throw .readFailed(Self.systemError())
        }
        if descriptors[0].revents & Int16(POLLIN) != 0 {
            drainResizePipe()
            return .resized
        }
        let events = descriptors[1].revents
        if events & Int16(POLLIN) != 0 {
            return try readInput()
        }
        if events & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { return .endOfInput }
        return .timedOut
    }

    private func readInput() throws(TerminalError) -> TerminalInput {
        var buffer = [UInt8](repeating: 0, count: readBufferSize)
        let count = buffer.withUnsafeMutableBytes { read(inputDescriptor, $0.baseAddress, $0.count) }
        if count > 0 { return .bytes(Array(buffer[0..<count])) }
        if count == 0 { return .endOfInput }
        if errno == EINTR || errno == EAGAIN { return .timedOut }
        // A terminal that has gone away answers EIO: that is the end of input, not a failure.
        if errno == EIO { return .endOfInput }
        throw .readFailed(Self.systemError())
    }

    private func drainResizePipe() {
        var buffer = [UInt8](repeating: 0, count: 64)
        while buffer.withUnsafeMutableBytes({ read(resizePipe.read, $0.baseAddress, $0.count) }) > 0 {}
    }

    private func waitUntilWritable() {
        var descriptor = pollfd(fd: outputDescriptor, events: Int16(POLLOUT), revents: 0)
        _ = poll(&descriptor, 1, 100)
    }

    private func claim() throws(TerminalError) {
        try TerminalRestoration.claim(
            ObjectIdentifier(self), input: inputDescriptor, output: outputDescriptor, resize: resizePipe.write
        )
    }

    /// A timeout for `poll`, rounded up to whole milliseconds.
    private static func milliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        let total = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int32(clamping: max(0, total))
    }

    private static func systemError() -> String {
        String(cString: strerror(errno))
    }
}
