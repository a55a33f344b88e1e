import ExitCodeUI
import FoundationEssentials
import TerminalUI

#if canImport(Glibc)
    import Glibc
#endif

/// The process's standard output and error: writing, whether each is a terminal, and how
/// wide the terminal is.
struct Console: Sendable {
    let environment: [String: String]

    func write(_ text: String) {
        Self.write(text, to: STDOUT_FILENO)
    }

    /// Writes `bytes` to standard output as they are, in as few system calls as the pipe takes.
    func write(bytes: UnsafeRawBufferPointer) {
        Self.write(bytes: bytes, to: STDOUT_FILENO)
    }

    func writeError(_ text: String) {
        Self.write(text, to: STDERR_FILENO)
    }

    /// Everything on standard input, up to its end.
    static func readStandardInput() -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return data }
            data.append(contentsOf: buffer[..<count])
        }
    }

    private static func write(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { write(bytes: UnsafeRawBufferPointer($0), to: descriptor) }
    }

    private static func write(bytes: UnsafeRawBufferPointer, to descriptor: Int32) {
        guard var next = bytes.baseAddress else { return }
        var left = bytes.count
        while left > 0 {
            let written = Glibc.write(descriptor, next, left)
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            next += written
            left -= written
        }
    }

    var outputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
    var errorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }
    var inputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }

    /// The width one-shot output is drawn at: the terminal's, else `$COLUMNS`, else 100.
    var width: Int {
        for descriptor in [STDOUT_FILENO, STDERR_FILENO] where isatty(descriptor) == 1 {
            var size = winsize()
            if ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        }
        if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
        return 100
    }

    /// Writes `error` to standard error as one sentence and returns its documented exit code
    /// (ExitCodeUI's one mapping; an error of no documented type is an I/O error).
    func report(_ error: any Error) -> Int32 {
        let failure = ScreenFailure(caught: error)
        writeError("tidings: \(failure.message)\n")
        return failure.exitStatus
    }
}
