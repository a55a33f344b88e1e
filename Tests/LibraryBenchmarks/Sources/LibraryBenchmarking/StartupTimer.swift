public import Foundation

/// Times a fresh `tidings` process from launch to the first byte it writes to standard output.
public enum StartupTimer {
    public static func timeToFirstOutput(_ executable: URL, arguments: [String]) throws -> Double {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "startup-\(UUID().uuidString)")
        process.environment = [
            "PATH": "/usr/bin:/bin", "HOME": scratch.path, "XDG_CONFIG_HOME": scratch.path, "NO_COLOR": "1",
            "COLUMNS": "100",
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let clock = ContinuousClock()
        let start = clock.now
        try process.run()
        _ = output.fileHandleForReading.availableData
        let first = clock.now - start
        _ = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CocoaError(
                .executableLoad,
                userInfo: [
                    NSLocalizedDescriptionKey: "tidings \(arguments) exited \(process.terminationStatus)"
                ])
        }
        return Measurement.milliseconds(first)
    }
}
