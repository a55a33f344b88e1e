import Foundation
import NotificationLogic
import Testing

/// The user's command, run for real: a shell script that writes its arguments to a file.
@Suite struct CommandNotificationsTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "notify-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func script(_ body: String) throws -> String {
        let path = folder.appendingPathComponent("notify").path
        try ("#!/bin/sh\n" + body).write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        return path
    }

    @Test func theSummaryAndBodyAreTheLastTwoArgumentsNeverThroughAShell() async throws {
        let out = folder.appendingPathComponent("args").path
        let program = try script("for a in \"$@\"; do printf '%s\\n--\\n' \"$a\"; done > '\(out)'\n")
        let notice = ArrivalNotice(
            summary: "1 new article in $(touch pwned)", body: "A (1): `x` ; rm -rf *", articles: 1)
        try await CommandNotifications(
            command: [program, "--app-name=tidings"], environment: ProcessInfo.processInfo.environment,
            timeoutSeconds: 10
        )
        .deliver(notice)
        let written = try String(contentsOfFile: out, encoding: .utf8)
        #expect(
            written
                == "--app-name=tidings\n--\n1 new article in $(touch pwned)\n--\nA (1): `x` ; rm -rf *\n--\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("pwned").path))
    }

    @Test func aFailingProgramSaysWhatItWrote() async throws {
        let program = try script("echo 'cannot reach the display' >&2\nexit 3\n")
        await #expect(throws: DeliveryFailure.failed("notify exited with status 3: cannot reach the display"))
        {
            try await CommandNotifications(
                command: [program], environment: ProcessInfo.processInfo.environment, timeoutSeconds: 10
            )
            .deliver(ArrivalNotice(summary: "s", body: "b", articles: 1))
        }
        await #expect(
            throws: DeliveryFailure.failed(
                "the program no-such-notifier is not installed, not on PATH or not executable")
        ) {
            try await CommandNotifications(
                command: ["no-such-notifier"], environment: ["PATH": "/nonexistent"], timeoutSeconds: 10
            )
            .deliver(ArrivalNotice(summary: "s", body: "b", articles: 1))
        }
    }

    @Test func aProgramThatHangsIsStopped() async throws {
        let program = try script("sleep 30\n")
        await #expect(throws: DeliveryFailure.failed("notify did not finish within 1 s and was stopped")) {
            try await CommandNotifications(
                command: [program], environment: ProcessInfo.processInfo.environment, timeoutSeconds: 1
            )
            .deliver(ArrivalNotice(summary: "s", body: "b", articles: 1))
        }
    }
}
