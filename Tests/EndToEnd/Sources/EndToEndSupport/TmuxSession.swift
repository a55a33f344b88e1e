import Foundation

/// A tmux session running a command in a real terminal, for driving the full-screen reader
/// with keys and reading back what it drew.
///
/// Each session has a tmux server of its own (its own socket), killed when the session is
/// released, so that no server outlives a test. The server is started with its output on
/// /dev/null: a daemon holding a pipe of ours would keep that pipe from ever reaching its end.
public final class TmuxSession: Sendable {
    public let name: String

    /// Starts `command` (a shell command line) in a detached session of the given size.
    public init(command: String, width: Int = 100, height: Int = 30, environment: [String: String]) throws {
        name = "tidings-e2e-\(UUID().uuidString.prefix(8))"
        let exports = environment.map { "export \($0.key)='\($0.value)'; " }.joined()
        try Self.tmux(
            [
                "-L", name, "new-session", "-d", "-s", name, "-x", String(width), "-y", String(height),
                exports + command,
            ],
            capturing: false)
    }

    deinit {
        _ = try? Self.tmux(["-L", name, "kill-server"], capturing: false)
    }

    /// Whether tmux is installed.
    public static var isAvailable: Bool {
        (try? tmux(["-V"])) != nil
    }

    /// Makes the terminal `width` × `height` cells, as a person resizing its window does.
    public func resize(width: Int, height: Int) throws {
        try Self.tmux(
            ["-L", name, "resize-window", "-t", name, "-x", String(width), "-y", String(height)],
            capturing: false)
    }

    /// Sends keys, in tmux's names (`j`, `Enter`, `Escape`, `q`).
    public func send(_ keys: String...) throws {
        try Self.tmux(["-L", name, "send-keys", "-t", name] + keys, capturing: false)
    }

    /// A tmux format expanded for the pane, such as `#{mouse_sgr_flag}` (whether the program in
    /// it asked for SGR mouse reports).
    public func paneFormat(_ format: String) throws -> String {
        try Self.tmux(["-L", name, "display-message", "-p", "-t", name, format])
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The screen as text, one line per row (tmux ends the last row with a newline too).
    public func screen() throws -> [String] {
        var rows = try Self.tmux(["-L", name, "capture-pane", "-p", "-t", name]).components(separatedBy: "\n")
        if rows.last == "" { rows.removeLast() }
        return rows
    }

    /// The screen with its colours and attributes as escape sequences, one line per row.
    public func styledScreen() throws -> [String] {
        var rows = try Self.tmux(["-L", name, "capture-pane", "-p", "-e", "-t", name]).components(
            separatedBy: "\n")
        if rows.last == "" { rows.removeLast() }
        return rows
    }

    /// Waits until some row contains `text`, and returns the screen; throws the last screen
    /// when `timeout` passes first.
    @discardableResult
    public func waitFor(_ text: String, timeout: Double = 10) throws -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        var last: [String] = []
        while Date() < deadline {
            last = try screen()
            if last.contains(where: { $0.contains(text) }) { return last }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw ScreenTimeout(expected: text, screen: last)
    }

    /// Waits until row `row` contains `text` and is drawn in reverse video (the reader's
    /// selection); throws the last screen, with its styles, when `timeout` passes first.
    public func waitForSelection(row: Int, containing text: String, timeout: Double = 10) throws {
        let deadline = Date().addingTimeInterval(timeout)
        var styled: [String] = []
        while Date() < deadline {
            styled = try styledScreen()
            if styled.indices.contains(row), styled[row].contains(text), styled[row].contains(";7m") {
                return
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw ScreenTimeout(expected: "row \(row) selected, showing '\(text)'", screen: styled)
    }

    /// Runs tmux; its output is read only when `capturing`, for commands that start no server.
    ///
    /// tmux runs through bash (which, unlike dash, closes descriptors above 9) that first closes every descriptor above standard error: the
    /// server tmux forks would otherwise inherit descriptors of this process (pipes, and those
    /// Foundation uses to watch its children) and keep them open for as long as it lives.
    @discardableResult
    static func tmux(_ arguments: [String], capturing: Bool = true) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        let closeInherited =
            "for fd in $(ls /proc/$$/fd); do [ \"$fd\" -gt 2 ] && eval \"exec $fd>&-\"; done; "
        process.arguments = ["-c", closeInherited + "exec tmux \"$@\"", "tmux"] + arguments
        let output = Pipe()
        process.standardOutput = capturing ? output : FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        // The server tmux forks lives on: it and its panes must get SIGHUP and SIGTERM.
        try SignalMask.unblocked { try process.run() }
        let data = capturing ? output.fileHandleForReading.readDataToEndOfFile() : Data()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ScreenTimeout(expected: "tmux \(arguments.first ?? "")", screen: [])
        }
        return String(decoding: data, as: UTF8.self)
    }
}

/// A screen did not show what a test waited for; the error carries the screen it showed.
public struct ScreenTimeout: Error, CustomStringConvertible {
    public let expected: String
    public let screen: [String]

    public var description: String {
        "the screen never showed '\(expected)'; it showed:\n" + screen.joined(separator: "\n")
    }
}
