import Foundation

/// A terminal attached to a `TmuxSession`, as a person's xterm would be: tmux reads what is
/// sent here as that terminal's keyboard and mouse, and, with its `mouse` option on, turns the
/// terminal's mouse reports into the pane program's own (checking which modes the program asked
/// for and moving the coordinates into the pane).
///
/// The terminal is a pseudo-terminal that a small Python program (the standard library's `pty`)
/// opens around `tmux attach`: it sets the terminal's size, copies each line of hexadecimal bytes
/// from its standard input to the terminal, and reads and drops what tmux draws. The session's
/// server, killed when the session is released, ends it.
public final class TmuxClient: Sendable {
    private let process: Process
    private let input: FileHandle

    static let program = """
        import os, pty, select, struct, sys, fcntl, termios
        sock, session, columns, rows = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
        pid, fd = pty.fork()
        if pid == 0:
            os.environ["TERM"] = "xterm-256color"
            os.execvp("tmux", ["tmux", "-L", sock, "attach", "-t", session])
        fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
        stdin = sys.stdin.fileno()
        pending = b""
        while True:
            ready, _, _ = select.select([fd, stdin], [], [], 0.05)
            if fd in ready:
                try:
                    if not os.read(fd, 65536): break
                except OSError: break
            if stdin in ready:
                chunk = os.read(stdin, 4096)
                if not chunk: break
                pending += chunk
                *lines, pending = pending.split(b"\\n")
                for line in lines:
                    if line.strip(): os.write(fd, bytes.fromhex(line.decode()))
        """

    /// Attaches a terminal of `width` by `height` cells to `session` and waits until tmux lists
    /// it as a client.
    init(session: TmuxSession, width: Int, height: Int) throws {
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c", Self.program, session.name, session.name, String(width), String(height),
        ]
        let pipe = Pipe()
        process.standardInput = pipe
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        input = pipe.fileHandleForWriting
        try SignalMask.unblocked { try process.run() }
        let deadline = Date().addingTimeInterval(10)
        while (try? TmuxSession.tmux(["-L", session.name, "list-clients", "-t", session.name]))?.isEmpty
            ?? true
        {
            guard Date() < deadline else {
                throw ScreenTimeout(expected: "a tmux client attached", screen: [])
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    deinit {
        try? input.close()
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    /// Sends `text` as the terminal would: keys, or reports such as a left click at column 5,
    /// row 4 (`\u{1B}[<0;5;4M`, then `m` as the button goes up), counted from 1 on the terminal.
    public func send(_ text: String) throws {
        let hex = text.utf8.map { String($0, radix: 16).leftPadded(to: 2) }.joined()
        try input.write(contentsOf: Data((hex + "\n").utf8))
    }

    /// A left click (press and release) at a row and column counted from 0 on the terminal.
    public func click(row: Int, column: Int) throws {
        try send("\u{1B}[<0;\(column + 1);\(row + 1)M\u{1B}[<0;\(column + 1);\(row + 1)m")
    }

    /// A notch of the wheel, down or up, at a row and column counted from 0.
    public func wheel(down: Bool, row: Int, column: Int) throws {
        try send("\u{1B}[<\(down ? 65 : 64);\(column + 1);\(row + 1)M")
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}

extension TmuxSession {
    /// Attaches a terminal to the session, with tmux's `mouse` option on, so that its mouse
    /// reports reach the program in the pane through tmux, as they would from a person's xterm.
    public func attachTerminal(width: Int = 100, height: Int = 30) throws -> TmuxClient {
        try Self.tmux(["-L", name, "set-option", "-g", "mouse", "on"], capturing: false)
        return try TmuxClient(session: self, width: width, height: height)
    }
}
