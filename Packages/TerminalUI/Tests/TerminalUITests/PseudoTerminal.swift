import Foundation
import Synchronization
import TerminalUI

#if canImport(Glibc)
    import Glibc
#endif

/// A real pseudo-terminal for tests: `device` is the terminal a program uses (what stdin and
/// stdout would be), `controller` the side a terminal window would hold, where the test types
/// keys and reads the program's output. A thread collects that output as it comes, so the
/// program never blocks on a full buffer.
final class PseudoTerminal: Sendable {
    struct OpenFailed: Error {}

    let controller: Int32
    let device: Int32
    private struct Collection {
        var bytes: [UInt8] = []
        var stopped = false
        var finished = false
        var controllerOpen = true
    }

    private let collected = Mutex(Collection())

    init(size: Size) throws {
        var controller: Int32 = -1
        var device: Int32 = -1
        var window = winsize(
            ws_row: UInt16(size.height), ws_col: UInt16(size.width), ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&controller, &device, nil, nil, &window) == 0 else { throw OpenFailed() }
        self.controller = controller
        self.device = device
        let thread = Thread { [self] in collect() }
        thread.start()
    }

    /// Closes the controller side, as a terminal window closing: the program's input ends.
    func hangUp() {
        stopCollecting()
        let wasOpen = collected.withLock { state in
            defer { state.controllerOpen = false }
            return state.controllerOpen
        }
        if wasOpen { _ = Glibc.close(controller) }
    }

    /// Closes both sides.
    func close() {
        hangUp()
        _ = Glibc.close(device)
    }

    /// Stops the collecting thread and waits (briefly) until it has stopped reading.
    private func stopCollecting() {
        collected.withLock { $0.stopped = true }
        for _ in 0..<200 where !collected.withLock({ $0.finished }) {
            usleep(5000)
        }
    }

    /// Sets the window size, as a terminal window being resized.
    func resize(to size: Size) {
        var window = winsize(
            ws_row: UInt16(size.height), ws_col: UInt16(size.width), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(controller, UInt(TIOCSWINSZ), &window)
    }

    /// Types `text`, as a user at the keyboard.
    func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
    }

    /// The device's terminal modes now.
    func modes() -> termios {
        var modes = termios()
        _ = tcgetattr(device, &modes)
        return modes
    }

    /// The program's output so far, as text.
    var output: String {
        collected.withLock { String(decoding: $0.bytes, as: UTF8.self) }
    }

    /// Waits until the output contains `text` `times` times, at most `limit`; returns whether it did.
    func waitForOutput(containing text: String, times: Int = 1, limit: Duration = .seconds(5)) async throws
        -> Bool
    {
        let deadline = ContinuousClock.now.advanced(by: limit)
        while ContinuousClock.now < deadline {
            if output.components(separatedBy: text).count > times { return true }
            try await Task.sleep(for: .milliseconds(5))
        }
        return output.components(separatedBy: text).count > times
    }

    private func collect() {
        defer { collected.withLock { $0.finished = true } }
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !collected.withLock({ $0.stopped }) {
            var descriptor = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 20) > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            collected.withLock { $0.bytes += buffer[0..<count] }
        }
    }
}

/// The bytes of a C structure, to compare terminal modes field for field.
func rawBytes<Value>(of value: Value) -> [UInt8] {
    withUnsafeBytes(of: value) { Array($0) }
}
