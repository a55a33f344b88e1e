import Foundation

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
}
