public import Foundation
import Synchronization

/// What one run of the `tidings` binary printed and how it ended.
public struct RunResult: Sendable {
    public let status: Int32
    public let output: String
    public let errors: String

    /// The output parsed as JSON.
    public func json() throws -> Any {
        try JSONSerialization.jsonObject(with: Data(output.utf8), options: [.fragmentsAllowed])
    }
}

/// Runs the real `tidings` binary in a library folder of its own, with an environment that
/// cannot reach the user's configuration or library, and a time limit.
public struct TidingsProcess: Sendable {
    public let binary: URL
    public let dataDirectory: URL
    public let environment: [String: String]

    /// A run in a fresh temporary library, removed when the tests exit; `binary` is found next
    /// to the test bundle.
    public init(extraEnvironment: [String: String] = [:]) throws {
        binary = Self.locateBinary()
        guard Self.binaryIsBuilt else { throw MissingBinary(path: binary.path) }
        dataDirectory = try ScratchFolders.make(prefix: "tidings-e2e")
        var environment = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "HOME": dataDirectory.path,
            "XDG_CONFIG_HOME": dataDirectory.appendingPathComponent("config").path,
            "XDG_DATA_HOME": dataDirectory.appendingPathComponent("data").path,
            "TIDINGS_HOME": dataDirectory.path,
            "NO_COLOR": "1", "COLUMNS": "100", "LANG": "C.UTF-8",
        ]
        environment.merge(extraEnvironment) { $1 }
        self.environment = environment
    }

    /// Writes `plist` as the user's configuration (`$XDG_CONFIG_HOME/tidings/Tidings.plist`).
    public func writeUserPlist(_ plist: [String: Any]) throws {
        let folder = dataDirectory.appendingPathComponent("config/tidings")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let data = try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
        try data.write(to: folder.appendingPathComponent("Tidings.plist"))
    }

    /// The `tidings` executable: `$TIDINGS_BINARY` when set, else the one the shared build put
    /// beside the running tests (`make test` builds it first), else the app package's own build.
    /// Nothing here depends on the app package: the architecture forbids edges into `Apps/`.
    public static func locateBinary() -> URL {
        if let path = ProcessInfo.processInfo.environment["TIDINGS_BINARY"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("tidings")
        if FileManager.default.isExecutableFile(atPath: besideTests.path) { return besideTests }
        let repository = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return repository.appendingPathComponent("Apps/Tidings/.build/debug/tidings")
    }

    /// Whether the binary exists; the tests say how to build it when it does not.
    public static var binaryIsBuilt: Bool {
        FileManager.default.isExecutableFile(atPath: locateBinary().path)
    }

    /// Runs `tidings` with `arguments`, killing it after `timeout` seconds.
    public func run(_ arguments: [String], timeout: Double = 60, input: String? = nil) throws -> RunResult {
        try RunResult.run(
            binary, arguments, environment: environment, directory: dataDirectory, timeout: timeout,
            input: input.map { Data($0.utf8) })
    }

    public func run(_ arguments: String..., timeout: Double = 60) throws -> RunResult {
        try run(arguments, timeout: timeout)
    }
}

extension RunResult {
    /// Runs `executable` with `arguments` and `input` (none when nil) on standard input,
    /// collecting both outputs, and kills it after `timeout` seconds.
    public static func run(
        _ executable: URL, _ arguments: [String], environment: [String: String], directory: URL? = nil,
        timeout: Double = 60, input: Data? = nil
    ) throws -> RunResult {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        if let directory { process.currentDirectoryURL = directory }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let inputPipe = input.map { _ in Pipe() }
        process.standardInput = inputPipe ?? FileHandle.nullDevice
        // Unblocked, so that the time limit's SIGTERM reaches it (see SignalMask).
        try SignalMask.unblocked { try process.run() }
        if let inputPipe, let input {
            try? inputPipe.fileHandleForWriting.write(contentsOf: input)
            try? inputPipe.fileHandleForWriting.close()
        }
        let deadline = DispatchTime.now() + timeout
        DispatchQueue.global().asyncAfter(deadline: deadline) { [process] in
            if process.isRunning { process.terminate() }
        }
        let outputData = Collector(output.fileHandleForReading)
        let errorData = Collector(errors.fileHandleForReading)
        process.waitUntilExit()
        return RunResult(
            status: process.terminationStatus, output: String(decoding: outputData.wait(), as: UTF8.self),
            errors: String(decoding: errorData.wait(), as: UTF8.self))
    }
}

/// Reads a pipe to its end on a thread of its own, so that a full pipe never blocks the child.
public final class Collector: Sendable {
    private let data = Mutex(Data())
    private let done = DispatchSemaphore(value: 0)

    public init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            let read = handle.readDataToEndOfFile()
            data.withLock { $0 = read }
            done.signal()
        }
    }

    /// Everything the pipe carried, once it has ended; may be called more than once.
    public func wait() -> Data {
        done.wait()
        done.signal()
        return data.withLock { $0 }
    }
}

/// The `tidings` binary has not been built.
public struct MissingBinary: Error, CustomStringConvertible {
    public let path: String

    public var description: String {
        "no tidings binary at \(path); run `make build` (or set TIDINGS_BINARY) before these tests"
    }
}
