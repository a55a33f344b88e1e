import Foundation
import ProgramService
import Testing

@Suite struct ProgramCapturing {
    let capture = ProgramCapture(environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"])
    let shell = URL(fileURLWithPath: "/bin/sh")

    @Test func keepsTheOutputAsBytesAndTheErrorsApart() async {
        let outcome = await capture.run(
            executable: shell, arguments: ["-c", #"printf 'a\377b'; echo warned >&2"#], input: nil,
            outputLimit: 100, seconds: 10)
        #expect(outcome == .exited(status: 0, output: Data([0x61, 0xFF, 0x62]), errorOutput: "warned"))
    }

    /// A descriptor this process opened without close-on-exec (as code not ours may) does not
    /// pass to the program: a program that lived on holding a script open for writing would
    /// make running that script fail with "Text file busy".
    @Test func theProgramGetsNoOtherDescriptorOfOurs() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("held-\(UUID().uuidString)")
            .path
        let descriptor = open(path, O_WRONLY | O_CREAT, 0o600)
        try #require(descriptor > 2)
        defer {
            close(descriptor)
            unlink(path)
        }
        let outcome = await capture.run(
            executable: shell,
            arguments: ["-c", "if [ -e /proc/self/fd/\(descriptor) ]; then echo held; else echo closed; fi"],
            input: nil, outputLimit: 100, seconds: 10)
        #expect(outcome == .exited(status: 0, output: Data("closed\n".utf8), errorOutput: ""))
    }

    @Test func givesTheInputAsStandardInputAndNothingOtherwise() async {
        let filtered = await capture.run(
            executable: URL(fileURLWithPath: "/usr/bin/tr"), arguments: ["a-z", "A-Z"],
            input: Data("feed".utf8),
            outputLimit: 100, seconds: 10)
        #expect(filtered == .exited(status: 0, output: Data("FEED".utf8), errorOutput: ""))
        let none = await capture.run(
            executable: URL(fileURLWithPath: "/bin/cat"), arguments: [], input: nil, outputLimit: 100,
            seconds: 10)
        #expect(none == .exited(status: 0, output: Data(), errorOutput: ""))
    }

    @Test func aFailureKeepsItsStatusAndWhatItSaid() async {
        let outcome = await capture.run(
            executable: shell, arguments: ["-c", "echo 'no such page' >&2; exit 3"], input: nil,
            outputLimit: 100,
            seconds: 10)
        #expect(outcome == .exited(status: 3, output: Data(), errorOutput: "no such page"))
    }

    @Test func aProgramPastItsTimeIsStopped() async {
        let started = ContinuousClock.now
        let outcome = await capture.run(
            executable: shell, arguments: ["-c", "echo waiting >&2; sleep 30"], input: nil, outputLimit: 100,
            seconds: 0.3)
        #expect(outcome == .timedOut(errorOutput: "waiting"))
        #expect(started.duration(to: .now) < .seconds(5))
    }

    @Test func aProgramThatWritesPastTheLimitIsStopped() async {
        let started = ContinuousClock.now
        let outcome = await capture.run(
            executable: URL(fileURLWithPath: "/usr/bin/yes"), arguments: ["feed"], input: nil,
            outputLimit: 1 << 20, seconds: 30)
        #expect(outcome == .outputTooLarge(limit: 1 << 20))
        #expect(started.duration(to: .now) < .seconds(10))
    }

    @Test func aMissingProgramCannotStart() async {
        let outcome = await capture.run(
            executable: URL(fileURLWithPath: "/nonexistent/make-feed"), arguments: [], input: nil,
            outputLimit: 100,
            seconds: 5)
        guard case .cannotStart = outcome else {
            Issue.record("expected cannotStart, got \(outcome)")
            return
        }
    }
}
