import ExitCodeUI
import Foundation
import HTTPService
import NavigationUI
import RefreshUI
import SyncLogic
import SyncService
import TerminalUI
import Testing

@testable import SyncUI

@Suite struct SyncTextTests {
    let server = "the Tiny Tiny RSS server at example.com"

    @Test
    func everyFailureHasItsDocumentedExitStatus() {
        let cases: [(SyncError, Int32)] = [
            (.server(account: "home", .loginRefused(server: server)), ExitCode.noPermission.rawValue),
            (
                .server(account: "home", .unexpectedAnswer(server: server, reason: "HTTP status 500")),
                ExitCode.partialFailure.rawValue
            ),
            (
                .server(account: "home", .unreachable(server: server, cause: .cancelled)),
                ExitCode.partialFailure.rawValue
            ),
            (
                .server(account: "home", .unsupported(operation: "subscribe to a feed", api: "Fever")),
                ExitCode.unavailable.rawValue
            ),
            (.unknownAccount("work", known: ["home"]), ExitCode.usage.rawValue),
            (.passwordFileShared(path: "/tmp/p"), ExitCode.usage.rawValue),
            (.passwordUnreadable(path: "/tmp/p", reason: "permission denied"), ExitCode.ioError.rawValue),
        ]
        for (error, status) in cases {
            #expect(ScreenFailure(error).exitStatus == status, "\(error)")
            #expect(!ScreenFailure(error).message.contains("\n"), "one sentence: \(error)")
        }
    }

    @Test
    func theReportHasALinePerAccountAndSaysWhatWasSentFirst() {
        let lines = SyncProgressText.report(
            [
                AccountSyncOutcome(
                    account: "home", pushed: 2, feedsAdded: 1, newArticles: 5, stateChanges: 1),
                AccountSyncOutcome(
                    account: "work", pushed: 1,
                    failure: .server(account: "work", .unreachable(server: server, cause: .cancelled))),
            ], clean: { $0 })
        #expect(lines.count == 2)
        #expect(
            lines[0].plain
                == "Synced home: 5 new articles, 2 changes sent, 1 state change from the server, 1 feed added."
        )
        #expect(
            lines[1].plain.hasPrefix(
                "account 'work': the Tiny Tiny RSS server at example.com could not be reached"))
        #expect(lines[1].plain.hasSuffix("(1 change sent first)"))
    }

    @Test
    func theProgressBarNamesTheAccountAndItsStep() {
        #expect(
            SyncStepText.label(SyncProgress(account: "home", step: .articles, count: 1))
                == "home: 1 new article")
        #expect(
            SyncStepText.label(SyncProgress(account: "home", step: .pushing, count: 3))
                == "home: sending 3 changes")
        #expect(SyncProgressText.fraction(SyncProgress(account: "home", step: .done)) == 1)
    }

    @Test
    func theAccountListShowsTheStateOfEachAccount() throws {
        let url = try #require(URL(string: "https://example.com/tt-rss/"))
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let accounts = [
            Account(
                id: 1, name: "home", kind: .ttrss, url: url, user: "me",
                lastSync: now.addingTimeInterval(-300),
                lastError: "could not be reached", pendingChanges: 2, feedCount: 12)
        ]
        let lines = AccountRows.lines(for: accounts, clean: { $0 }, now: now)
        #expect(lines.first?.plain == "Accounts (1)")
        #expect(
            lines.last?.plain
                == "home  Tiny Tiny RSS  me@https://example.com/tt-rss/  12 feeds  synced 5m ago  offline, 2 changes waiting"
        )
        #expect(
            AccountRows.lines(for: [], clean: { $0 }, now: now).first?.plain.hasPrefix("No accounts.") == true
        )
    }
}
