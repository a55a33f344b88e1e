import ArticleLogic
import ConfigurationService
import DatabaseService
import ExitCodeUI
import Foundation
import LibraryModelLogic
import NavigationUI
import SubscriptionLogic
import SyncLogic
import SyncService
import TerminalUI
import Testing

@Suite struct ExitCodes {
    @Test func theDocumentedListReadsInOneLine() {
        #expect(
            ExitCode.documentation
                == "0 ok, 1 partial failure, 64 usage, 65 bad data, 69 unavailable, 74 I/O error, 77 login refused"
        )
    }

    @Test func oneRuleMapsEveryKindOfFailure() {
        let server = "the Tiny Tiny RSS server at example.com"
        let cases: [(any DocumentedFailure, ExitCode)] = [
            (ArticleError.notFound(ArticleID(9)), .usage),
            (SubscriptionError.unknownTag("x"), .usage),
            (
                SubscriptionError.storage(
                    .busy(path: "/l", code: 5, message: "locked", timeoutMilliseconds: 5)), .ioError
            ),
            (SyncError.server(account: "home", .loginRefused(server: server)), .noPermission),
            (
                SyncError.server(account: "home", .unsupported(operation: "subscribe", api: "Fever")),
                .unavailable
            ),
            (
                SyncError.server(account: "home", .unexpectedAnswer(server: server, reason: "500")),
                .partialFailure
            ),
            (ConfigurationError.malformed(path: "/p", reason: "not a plist"), .badData),
            (ConfigurationError.unwritable(path: "/p", reason: "read-only"), .ioError),
            (UsageError("no such option", command: "add"), .usage),
        ]
        for (failure, status) in cases {
            #expect(failure.exitCode == status, "\(failure)")
            #expect(ScreenFailure(failure).exitStatus == status.rawValue)
            #expect(
                ScreenFailure(failure).message == ScreenFailure(failure.description, code: status).message)
        }
    }

    @Test func aCaughtErrorKeepsItsStatusAndAnUntypedOneIsIO() {
        let caught: any Error = SubscriptionError.unknownTag("x")
        #expect(ScreenFailure(caught: caught).exitStatus == ExitCode.usage.rawValue)
        struct Untyped: Error {}
        #expect(ScreenFailure(caught: Untyped()).exitStatus == ExitCode.ioError.rawValue)
        let screen = ScreenFailure("already worded", code: .badData)
        #expect(ScreenFailure(caught: screen) == screen)
    }
}

/// The README's table of exit codes is the one `ExitCode` writes.
@Suite struct ExitCodeReference {
    static let readme = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")

    @Test func theReadmeTableIsTheOneTheListWrites() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        let start = "<!-- exit-codes: written by ExitCode.markdownTable, checked by a test -->\n"
        let begin = try #require(text.range(of: start))
        let end = try #require(
            text.range(of: "\n<!-- exit-codes: end -->", range: begin.upperBound..<text.endIndex))
        let table = String(text[begin.upperBound..<end.lowerBound])
        #expect(
            table == ExitCode.markdownTable, "replace the README's table with:\n\(ExitCode.markdownTable)")
    }
}
