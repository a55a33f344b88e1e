public import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Times the full-screen reader on a pseudo-terminal: from launch to the end of its first
/// frame, and from a key press to the end of the frame that answers it. A frame ends where the
/// renderer closes its synchronized update (`ESC [ ? 2026 l`).
public enum InteractiveTimer {
    public struct Timings: Sendable {
        public var firstFrame: Double
        public var keyRedraws: [Double]
    }

    static let frameEnd = Array("\u{1B}[?2026l".utf8)

    public static func measure(_ executable: URL, arguments: [String], keyPresses: Int) throws -> Timings {
        var controller: Int32 = -1
        var device: Int32 = -1
        var window = winsize(ws_row: 30, ws_col: 100, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&controller, &device, nil, nil, &window) == 0 else {
            throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "openpty failed"])
        }
        defer { close(controller) }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "interactive-\(UUID().uuidString)")
        process.environment = [
            "PATH": "/usr/bin:/bin", "HOME": scratch.path, "XDG_CONFIG_HOME": scratch.path,
            "TERM": "xterm-256color",
        ]
        let terminal = FileHandle(fileDescriptor: device, closeOnDealloc: true)
        process.standardInput = terminal
        process.standardOutput = terminal
        process.standardError = terminal
        let clock = ContinuousClock()
        let start = clock.now
        try process.run()
        var reader = FrameReader(descriptor: controller)
        try reader.readFrame()
        let firstFrame = Measurement.milliseconds(clock.now - start)
        var redraws: [Double] = []
        for press in 0..<keyPresses {
            let key = Array((press % 2 == 0 ? "j" : "k").utf8)
            let pressed = clock.now
            _ = key.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
            try reader.readFrame()
            redraws.append(Measurement.milliseconds(clock.now - pressed))
        }
        _ = "q".utf8.withContiguousStorageIfAvailable { write(controller, $0.baseAddress, $0.count) }
        process.waitUntilExit()
        return Timings(firstFrame: firstFrame, keyRedraws: redraws)
    }

    /// Reads the terminal's output until the end of the next frame.
    struct FrameReader {
        let descriptor: Int32
        var pending: [UInt8] = []

        mutating func readFrame() throws {
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                if let end = find(InteractiveTimer.frameEnd, in: pending) {
                    pending.removeFirst(end + InteractiveTimer.frameEnd.count)
                    return
                }
                var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                guard poll(&poller, 1, 10_000) > 0 else {
                    throw CocoaError(
                        .fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "no frame within 10 s"])
                }
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                guard count > 0 else {
                    throw CocoaError(
                        .fileReadUnknown,
                        userInfo: [NSLocalizedDescriptionKey: "the reader closed the terminal"])
                }
                pending.append(contentsOf: buffer[0..<count])
            }
        }

        private func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
            guard haystack.count >= needle.count else { return nil }
            for index in 0...(haystack.count - needle.count) where haystack[index] == needle[0] {
                if Array(haystack[index..<(index + needle.count)]) == needle { return index }
            }
            return nil
        }
    }
}
