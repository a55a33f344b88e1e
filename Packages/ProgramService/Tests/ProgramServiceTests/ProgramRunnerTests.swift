import Foundation
import ProgramService
import Testing

@Suite struct ProgramRunnerTests {
    let runner = ProgramRunner(environment: ["PATH": "/usr/bin:/bin"])

    @Test
    func itsOutputIsKeptWhenAskedAndItsErrorsAlways() async {
        let outcome = await runner.run(
            executable: URL(fileURLWithPath: "/bin/sh"),
            arguments: ["-c", "printf 'first\\nsecond\\n'; echo oops >&2; exit 3"], input: nil,
            keepsOutput: true,
            wait: 10, overrun: .stop)
        #expect(outcome == .exited(status: 3, output: "first\nsecond\n", errorOutput: "oops"))
        let discarded = await runner.run(
            executable: URL(fileURLWithPath: "/bin/echo"), arguments: ["hidden"], input: nil, wait: 10,
            overrun: .stop)
        #expect(discarded == .exited(status: 0, output: "", errorOutput: ""))
    }

    @Test
    func aProgramPastItsWaitIsStopped() async {
        let started = Date()
        let outcome = await runner.run(
            executable: URL(fileURLWithPath: "/bin/sleep"), arguments: ["30"], input: nil, keepsOutput: true,
            wait: 0.3, overrun: .stop)
        #expect(outcome == .timedOut)
        #expect(Date().timeIntervalSince(started) < 5)
    }

    @Test
    func programsAreFoundOnThePathWithoutTheWorkingFolder() {
        let locator = ProgramLocator(environment: ["PATH": ":/usr/bin:/bin"])
        #expect(locator.locate("sh")?.path.hasSuffix("/sh") == true)
        #expect(locator.locate("no-such-program-here") == nil)
        #expect(locator.locate("/bin/sh")?.path == "/bin/sh")
    }
}
