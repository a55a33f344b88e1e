import ExitCodeUI
import Foundation
import TerminalUI

#if canImport(Glibc)
    import Glibc
#endif

/// The process's standard output and error: writing, whether each is a terminal, and how
/// wide the terminal is.
struct Console: Sendable {
    let environment: [String: String]

    func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Writes `bytes` to standard output as they are, in as few system calls as the pipe takes.
    func write(bytes: UnsafeRawBufferPointer) {
        guard var next = bytes.baseAddress else { return }
        var left = bytes.count
        while left > 0 {
            let written = Glibc.write(STDOUT_FILENO, next, left)
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            next += written
            left -= written
        }
    }

    func writeError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
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
