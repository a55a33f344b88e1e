import EndToEndSupport
import Foundation
import Testing

extension EndToEnd {
    /// The faults of a sync, against each real server: a wrong password, a server that answers
    /// HTML, garbage or 500, and a server that is gone and comes back.
    @Suite(.enabled(if: SyncServerProcess.isInstalled, "needs the sync group of Config/Dependencies.txt"))
    struct SyncFaults {
        @Test(arguments: syncServerKinds)
        func aWrongPasswordIsOneSentenceAndExit77(_ kind: SyncServerProcess.Kind) throws {
            let server = try SyncServerProcess(kind)
            defer { server.stop() }
            let tidings = try TidingsProcess()
            let result = try tidings.run(
                [
                    "account", "add", kind.accountKind, server.url.absoluteString, "--user",
                    kind.credentials.user, "--password-stdin",
                ],
                input: "wrong-password\n")
            #expect(result.status == 77)
            #expect(result.errors.split(separator: "\n").count == 1, "\(result.errors)")
            #expect(result.errors.contains("refused the login") && !result.errors.contains("wrong-password"))
            #expect(try tidings.run(["account", "list", "--json"]).objects().isEmpty)
            #expect(try tidings.run(["feeds", "--json"]).objects().isEmpty)

            // A password that stops working later: `sync` and `refresh` both say so, with 77.
            let added = try tidings.run(
                [
                    "account", "add", kind.accountKind, server.url.absoluteString, "--user",
                    kind.credentials.user, "--password-stdin", "--name", "home",
                ],
                input: "\(kind.credentials.password)\n")
            #expect(added.status == 0, "\(added.errors)")
            let accounts = tidings.dataDirectory.appendingPathComponent("accounts")
            for file in try FileManager.default.contentsOfDirectory(atPath: accounts.path) {
                try Data("wrong-password\n".utf8).write(to: accounts.appendingPathComponent(file))
            }
            for command in [["sync"], ["refresh"]] {
                let refused = try tidings.run(command)
                #expect(refused.status == 77, "\(command): \(refused.output) \(refused.errors)")
                #expect(
                    (refused.output + refused.errors).contains("refused the login"),
                    "\(command): \(refused.output) \(refused.errors)")
            }
        }

        @Test(arguments: syncServerKinds)
        func aBrokenOrStoppedServerLosesNothingAndQueuedChangesGoOnceItIsBack(
            _ kind: SyncServerProcess.Kind
        ) throws {
            let feeds = try ChangingFeeds(forTinyTinyRSS: kind == .ttrss, host: kind == .ttrss ? 22 : 45)
            for title in ["Delta one", "Delta two"] { feeds.add(title, to: "/delta.xml") }
            let server = try SyncServerProcess(kind)
            defer { server.stop() }
            try server.subscribe(feeds.url("/delta.xml"))
            try server.update()
            let proxy = try FaultProxy(to: server.url)
            defer { proxy.stop() }
            let tidings = try TidingsProcess()
            let password = try passwordFile(kind.credentials.password, in: tidings.dataDirectory)
            let added = try tidings.run(
                [
                    "account", "add", kind.accountKind, proxy.url.absoluteString, "--user",
                    kind.credentials.user,
                    "--password-file", password, "--name", "work",
                ])
            #expect(added.status == 0, "\(added.errors)")
            let synced = try tidings.run(["sync"])
            #expect(synced.status == 0, "\(synced.errors)")
            let articles = try tidings.allArticles()
            #expect(articles.count == 2)
            let first = try #require(articles.first?["id"] as? Int)
            #expect(try tidings.run(["mark", String(first), "--read"]).status == 0)

            for mode in [FaultProxy.Mode.html, .garbage, .serverError] {
                proxy.set(mode)
                let failed = try tidings.run(["sync"])
                #expect(failed.status == 1, "\(mode): \(failed.errors)")
                #expect(failed.errors.split(separator: "\n").count == 1, "\(mode): \(failed.errors)")
                #expect(try tidings.allArticles().count == 2)
                #expect(
                    try tidings.run(["account", "list", "--json"]).objects().first?["pendingChanges"] as? Int
                        == 1)
            }
            proxy.set(.forward)
            proxy.stop()
            let offline = try tidings.run(["sync"])
            #expect(
                offline.status == 1 && offline.errors.contains("could not be reached"), "\(offline.errors)")
            #expect(try tidings.run(["feeds"]).output.contains("offline, 1 change waiting"))
            #expect(try tidings.run(["mark", String(first), "--star"]).status == 0)

            try proxy.restart()
            let back = try tidings.accountJSON(["sync"])
            #expect((back["accounts"] as? [[String: Any]])?.first?["pushed"] as? Int == 2, "\(back)")
            let firstTitle = try #require(articles.first?["title"] as? String)
            let pushed = try #require(try ServerAPI(server).articleStates()[firstTitle])
            #expect(pushed.read && pushed.starred)
            #expect(try tidings.run(["feeds"]).output.contains("offline") == false)
        }
    }
}
