import ComparisonBenchmarking
import Foundation
import Testing

/// Running a program under GNU time, and the loopback server's tally.
@Suite struct ProgramRunnerTests {
    static let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
        "runner-\(UUID().uuidString)")

    @Test func aRunGivesItsStatusOutputTimeAndPeakMemory() throws {
        let run = try ProgramRunner(scratch: Self.scratch).run(
            "/bin/sh", ["-c", "echo out; echo err >&2; exit 3"], environment: ["PATH": "/usr/bin:/bin"],
            timeoutSeconds: 10)
        #expect(run.status == 3)
        #expect(run.output == "out\n")
        #expect(run.errorOutput == "err\n")
        #expect(run.wallSeconds > 0 && run.wallSeconds < 10)
        #expect(run.peakResidentBytes > 100_000)
    }

    @Test func theEnvironmentIsExactlyTheOneGiven() throws {
        let run = try ProgramRunner(scratch: Self.scratch).runChecked(
            "/usr/bin/env", [], environment: ["ONLY": "this"], timeoutSeconds: 10)
        #expect(run.output == "ONLY=this\n")
    }

    @Test func aFailureIsAnErrorWhenCheckedAndAHangIsStopped() throws {
        let runner = ProgramRunner(scratch: Self.scratch)
        #expect(throws: ComparisonError.self) {
            try runner.runChecked("/bin/sh", ["-c", "exit 1"], environment: [:], timeoutSeconds: 10)
        }
        let clock = ContinuousClock()
        let started = clock.now
        #expect(throws: ComparisonError.timedOut(command: "/bin/sleep 20", seconds: 0.3)) {
            try runner.run("/bin/sleep", ["20"], environment: [:], timeoutSeconds: 0.3)
        }
        #expect(clock.now - started < .seconds(10))
    }

    @Test func aProgramKilledByOthersIsAFailureNotATimeout() throws {
        let run = try ProgramRunner(scratch: Self.scratch).run(
            "/bin/sh", ["-c", "kill -9 $$"], environment: [:], timeoutSeconds: 10)
        #expect(run.status == 128 + 9)
        #expect(run.peakResidentBytes > 100_000)
    }

    @Test func aMissingTimeProgramIsNamed() {
        let runner = ProgramRunner(timeProgram: "/nonexistent/time", scratch: Self.scratch)
        #expect(
            throws: ComparisonError.missingProgram(
                name: "GNU time (Debian package `time`)", path: "/nonexistent/time")
        ) {
            try runner.run("/bin/true", [], environment: [:], timeoutSeconds: 10)
        }
    }

    @Test func theServerCountsWholeAnswersAndNotModifiedOnes() async throws {
        let folder = Self.scratch.appendingPathComponent("feeds-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("<rss/>".utf8).write(to: folder.appendingPathComponent("a.xml"))
        let server = try CountingFeedServer(directory: folder)
        defer { server.stop() }
        let runner = ProgramRunner(scratch: Self.scratch)
        // Python's standard library is the HTTP client here (no curl on a bare machine).
        let fetch = """
            import sys, urllib.request, urllib.error
            request = urllib.request.Request(sys.argv[1], headers={"If-None-Match": sys.argv[2]} if sys.argv[2] else {})
            try:
                response = urllib.request.urlopen(request, timeout=5)
                print(response.status, response.headers.get("ETag"))
            except urllib.error.HTTPError as error:
                print(error.code)
            """
        let python = ComparisonPrograms.onPath("python3")
        let environment = ProcessInfo.processInfo.environment
        let url = server.url("/a.xml").absoluteString
        let first = try runner.runChecked(
            python, ["-c", fetch, url, ""], environment: environment, timeoutSeconds: 20)
        let etag = try #require(first.output.split(separator: " ").dropFirst().first).trimmingCharacters(
            in: .whitespacesAndNewlines)
        #expect(first.output.hasPrefix("200 "))
        let second = try runner.runChecked(
            python, ["-c", fetch, url, etag], environment: environment, timeoutSeconds: 20)
        #expect(second.output == "304\n")
        _ = try runner.runChecked(
            python, ["-c", fetch, server.url("/missing.xml").absoluteString, ""], environment: environment,
            timeoutSeconds: 20)
        #expect(server.takeAnswers() == [200: 1, 304: 1, 404: 1])
        #expect(server.takeAnswers() == [:])
        #expect(CountingFeedServer.describe([304: 300, 200: 2]) == "2 × 200, 300 × 304")
    }
}
