import EndToEndSupport
import Foundation
import LoopbackServerService
import Testing

extension EndToEnd {
    /// Two-way sync through the Google Reader API against a real FreshRSS on loopback.
    @Suite(.enabled(if: SyncServerProcess.isInstalled, "needs the sync group of Config/Dependencies.txt"))
    struct GoogleReaderSync {
        @Test
        func aFullRoundPushesAndPullsStateArticlesAndSubscriptions() throws {
            let feeds = try ChangingFeeds(forTinyTinyRSS: false, host: 48)
            for title in ["Alpha one", "Alpha two", "Alpha three"] { feeds.add(title, to: "/alpha.xml") }
            for title in ["Beta one", "Beta two"] { feeds.add(title, to: "/beta.xml") }
            let server = try SyncServerProcess(.greader)
            defer { server.stop() }
            try server.subscribe(feeds.url("/alpha.xml"), category: "Tech")
            try server.subscribe(feeds.url("/beta.xml"))
            try server.update()
            let api = ServerAPI(server)
            let tidings = try TidingsProcess()
            let password = try passwordFile(server.kind.credentials.password, in: tidings.dataDirectory)

            let added = try tidings.run([
                "account", "add", "greader", server.url.absoluteString, "--user", "alice",
                "--password-file", password, "--name", "home",
            ])
            #expect(added.status == 0, "\(added.errors)")
            #expect(added.output.contains("Google Reader API"))
            let first = try tidings.accountJSON(["sync"])
            let firstAccount = try #require((first["accounts"] as? [[String: Any]])?.first)
            #expect(first["ok"] as? Bool == true, "\(first)")
            #expect(firstAccount["newArticles"] as? Int == 5 && firstAccount["feedsAdded"] as? Int == 2)
            let listed = try tidings.run(["feeds", "--json"]).objects()
            let alpha = try #require(listed.first { ($0["url"] as? String)?.contains("alpha") == true })
            #expect(alpha["tags"] as? [String] == ["Tech"])

            // Read and star here; the next sync sends both, and the server's own API shows them.
            let articles = try tidings.allArticles()
            let id: (String) throws -> Int = { title in
                try #require(articles.first { $0["title"] as? String == title }?["id"] as? Int)
            }
            #expect(try tidings.run(["mark", String(try id("Alpha one")), "--read"]).status == 0)
            #expect(try tidings.run(["mark", String(try id("Beta two")), "--star"]).status == 0)
            let pushed = try tidings.accountJSON(["sync"])
            #expect((pushed["accounts"] as? [[String: Any]])?.first?["pushed"] as? Int == 2, "\(pushed)")
            var remote = try api.articleStates()
            #expect(remote["Alpha one"]?.read == true && remote["Beta two"]?.starred == true)
            #expect(remote["Alpha two"]?.read == false)

            // Change the state on the server; the next sync brings it here.
            let alphaTwo = try #require(remote["Alpha two"]?.id)
            let betaTwo = try #require(remote["Beta two"]?.id)
            for (item, edit) in [
                (alphaTwo, ("a", "user/-/state/com.google/read")),
                (alphaTwo, ("a", "user/-/state/com.google/starred")),
                (betaTwo, ("r", "user/-/state/com.google/starred")),
            ] {
                #expect(try api.greader("edit-tag", form: [("i", String(item)), edit]).hasPrefix("OK"))
            }
            #expect(try tidings.run(["sync"]).status == 0)
            try expectServerChangesArrivedAndThenOneNewArticle(tidings: tidings, feeds: feeds, server: server)

            // Subscribe into a folder and unsubscribe through the account.
            for title in ["Gamma one", "Gamma two"] { feeds.add(title, to: "/gamma.xml") }
            let subscribed = try tidings.run([
                "account", "subscribe", "home", feeds.url("/gamma.xml").absoluteString, "--category", "News",
            ])
            #expect(subscribed.status == 0, "\(subscribed.errors)")
            let serverFeeds = try api.greader("subscription/list", query: ["output=json"])
            #expect(serverFeeds.contains("gamma.xml") && serverFeeds.contains("user/-/label/News"))
            try server.update()
            #expect(try tidings.run(["sync"]).status == 0)
            let withGamma = try tidings.run(["feeds", "--json"]).objects()
            let gamma = try #require(withGamma.first { ($0["url"] as? String)?.contains("gamma") == true })
            #expect(gamma["total"] as? Int == 2 && gamma["tags"] as? [String] == ["News"])
            let gammaID = try #require(gamma["id"] as? Int)

            // Move a feed to another folder here; then the server moves it again.
            let alphaID = try #require(alpha["id"] as? Int)
            let moved = try tidings.run(["account", "move", String(alphaID), "Reading"])
            #expect(moved.status == 0, "\(moved.errors)")
            #expect(moved.output.contains("into Reading on account home"))
            let tags: () throws -> [String]? = {
                try tidings.run(["feeds", "--json"]).objects().first { $0["id"] as? Int == alphaID }?["tags"]
                    as? [String]
            }
            #expect(try tags() == ["Reading"])
            let list = try api.greader("subscription/list", query: ["output=json"])
            let entries =
                (try JSONSerialization.jsonObject(with: Data(list.utf8)) as? [String: Any])?["subscriptions"]
                as? [[String: Any]] ?? []
            let alphaEntry = try #require(entries.first { ($0["url"] as? String)?.contains("alpha") == true })
            #expect("\(alphaEntry["categories"] ?? "")".contains("user/-/label/Reading"))
            let alphaStream = try #require(alphaEntry["id"] as? String)
            let edited = try api.greader(
                "subscription/edit",
                form: [
                    ("ac", "edit"), ("s", alphaStream), ("a", "user/-/label/Later"),
                    ("r", "user/-/label/Reading"),
                ])
            #expect(edited.hasPrefix("OK"))
            #expect(try tidings.run(["sync"]).status == 0)
            #expect(try tags() == ["Later"])

            let unsubscribed = try tidings.run(["remove", String(gammaID)])
            #expect(unsubscribed.status == 0, "\(unsubscribed.errors)")
            #expect(unsubscribed.output.contains("through account home"))
            #expect(!(try api.greader("subscription/list", query: ["output=json"])).contains("gamma.xml"))
            #expect(try tidings.run(["feeds", "--json"]).objects().count == 2)
            remote = try api.articleStates()
            #expect(remote["Gamma one"] == nil)
        }

        @Test
        func aFeedAlsoFollowedHereBecomesTheAccountsWithoutADuplicateArticle() throws {
            let feeds = try ChangingFeeds(forTinyTinyRSS: false, host: 49)
            for title in ["Iota one", "Iota two"] { feeds.add(title, to: "/iota.xml") }
            let server = try SyncServerProcess(.greader)
            defer { server.stop() }
            try server.subscribe(feeds.url("/iota.xml"))
            try server.update()
            let tidings = try TidingsProcess()
            #expect(try tidings.run(["add", feeds.url("/iota.xml").absoluteString]).status == 0)
            #expect(try tidings.run(["refresh"]).status == 0)
            let before = try tidings.allArticles()
            #expect(before.count == 2)
            let ids = Set(before.compactMap { $0["id"] as? Int })

            let added = try tidings.run(
                [
                    "account", "add", "greader", server.url.absoluteString, "--user", "alice",
                    "--password-stdin",
                ],
                input: server.kind.credentials.password + "\n")
            #expect(added.status == 0, "\(added.errors)")
            let synced = try tidings.accountJSON(["sync"])
            #expect(synced["ok"] as? Bool == true, "\(synced)")
            #expect(try tidings.run(["feeds", "--json"]).objects().count == 1)
            let after = try tidings.allArticles()
            #expect(after.count == 2, "\(after.map { $0["title"] ?? "" })")
            #expect(Set(after.compactMap { $0["id"] as? Int }) == ids)
        }

        @Test
        func aPasswordCommandGivesThePasswordAtEachSyncAndThePasswordIsKeptNowhere() throws {
            let feeds = try ChangingFeeds(forTinyTinyRSS: false, host: 50)
            for title in ["Mu one", "Mu two"] { feeds.add(title, to: "/mu.xml") }
            let server = try SyncServerProcess(.greader)
            defer { server.stop() }
            try server.subscribe(feeds.url("/mu.xml"))
            try server.update()
            let tidings = try TidingsProcess()
            // A stand-in for `pass`: it prints the password only when asked for the right entry,
            // which names a folder with a space in it.
            let tools = try ScratchFolders.make(prefix: "tidings-pass")
            defer { try? FileManager.default.removeItem(at: tools) }
            let pass = tools.appendingPathComponent("fake-pass")
            let secret = server.kind.credentials.password
            let script = """
                #!/bin/sh
                [ "$1 $2" = "show rss feeds/fresh" ] || { echo "Error: $2 is not in the password store." >&2; exit 1; }
                printf '%s\\nurl: http://example.com\\n' '\(secret)'
                """
            try Data(script.utf8).write(to: pass)
            try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: pass.path)

            let added = try tidings.run([
                "account", "add", "greader", server.url.absoluteString, "--user", "alice", "--name", "home",
                "--password-command", "'\(pass.path)' show \"rss feeds/fresh\"",
            ])
            #expect(added.status == 0, "\(added.errors)")
            let synced = try tidings.accountJSON(["sync"])
            #expect((synced["accounts"] as? [[String: Any]])?.first?["newArticles"] as? Int == 2, "\(synced)")
            let listed = try tidings.run(["account", "list", "--json"]).objects()
            #expect((listed.first?["passwordCommand"] as? String)?.contains("fake-pass") == true)

            // The password is in no file of the library: not the database, not a password file.
            let holding = SyncAccounts().files(under: tidings.dataDirectory, holding: secret)
            #expect(holding.isEmpty, "\(holding.map(\.path))")

            // A command that fails stops the sync with one sentence, 77, and the command's own words.
            try Data("#!/bin/sh\necho 'gpg: decryption failed: No secret key' >&2\nexit 2\n".utf8).write(
                to: pass)
            let failed = try tidings.run(["sync"])
            #expect(failed.status == 77, "\(failed.errors)")
            #expect(failed.errors.split(separator: "\n").count == 1, "\(failed.errors)")
            #expect(
                failed.errors.contains("gpg: decryption failed") && failed.errors.contains("account 'home'"))
        }

        @Test
        func markAllReadOfAFeedGoesAsOneMarkAllAsReadWithTheNewestArticleSeen() throws {
            let feeds = try ChangingFeeds(forTinyTinyRSS: false, host: 51)
            for index in 1...6 { feeds.add("Nu \(index)", to: "/nu.xml") }
            for title in ["Xi one", "Xi two"] { feeds.add(title, to: "/xi.xml") }
            let server = try SyncServerProcess(.greader)
            defer { server.stop() }
            try server.subscribe(feeds.url("/nu.xml"), category: "Greek")
            try server.subscribe(feeds.url("/xi.xml"), category: "Greek")
            try server.update()
            let proxy = try FaultProxy(to: server.url)
            defer { proxy.stop() }
            let tidings = try TidingsProcess()
            let added = try tidings.run(
                [
                    "account", "add", "greader", proxy.url.absoluteString, "--user", "alice",
                    "--password-stdin",
                ],
                input: server.kind.credentials.password + "\n")
            #expect(added.status == 0, "\(added.errors)")
            #expect(try tidings.run(["sync"]).status == 0)
            let nu = try #require(
                try tidings.run(["feeds", "--json"]).objects().first {
                    ($0["url"] as? String)?.contains("nu.xml") == true
                }?[
                    "id"] as? Int)
            // A newer article arrives on the server after the library last saw the feed.
            feeds.add("Nu 7", to: "/nu.xml")
            try server.update()

            #expect(try tidings.run(["mark-all-read", "--feed", String(nu)]).status == 0)
            let before = proxy.requests.count
            let pushed = try tidings.accountJSON(["sync"])
            #expect((pushed["accounts"] as? [[String: Any]])?.first?["pushed"] as? Int == 6, "\(pushed)")
            let calls = proxy.requests.dropFirst(before).map(\.path)
            #expect(calls.filter { $0.hasSuffix("/mark-all-as-read") }.count == 1, "\(calls)")
            #expect(!calls.contains { $0.hasSuffix("/edit-tag") }, "\(calls)")
            let remote = try ServerAPI(server).articleStates()
            #expect((1...6).allSatisfy { remote["Nu \($0)"]?.read == true })
            // What the user had not seen stays unread there, and arrives here unread.
            #expect(remote["Nu 7"]?.read == false && remote["Xi one"]?.read == false)
            let here = try tidings.allArticles()
            #expect(here.first { $0["title"] as? String == "Nu 7" }?["read"] as? Bool == false)
        }

        @Test
        func importNewsboatBringsItsFreshRSSAccountWithItsPasswordCommand() throws {
            let feeds = try ChangingFeeds(forTinyTinyRSS: false, host: 52)
            for title in ["Omicron one", "Omicron two"] { feeds.add(title, to: "/omicron.xml") }
            let server = try SyncServerProcess(.greader)
            defer { server.stop() }
            try server.subscribe(feeds.url("/omicron.xml"))
            try server.update()
            let tidings = try TidingsProcess()
            let newsboat = try ScratchFolders.make(prefix: "tidings-newsboat")
            defer { try? FileManager.default.removeItem(at: newsboat) }
            try Data().write(to: newsboat.appendingPathComponent("urls"))
            // newsboat's FreshRSS source: the server's base address, the login, and a password
            // command with a pipe, which newsboat runs through sh.
            let base = server.url.absoluteString.replacingOccurrences(of: "/api/greader.php", with: "")
            let config = """
                urls-source "freshrss"
                freshrss-url "\(base)"
                freshrss-login "alice"
                freshrss-passwordeval "echo '\(server.kind.credentials.password)' | head -n 1"
                freshrss-min-items 20
                """
            try Data(config.utf8).write(to: newsboat.appendingPathComponent("config"))

            let imported = try tidings.run(["import", "newsboat", "--from", newsboat.path])
            #expect(imported.status == 0, "\(imported.errors)")
            #expect(
                imported.output.contains(
                    "account        127.0.0.1:\(server.url.port ?? 0) added: Google Reader API"),
                "\(imported.output)")
            #expect(imported.output.contains("freshrss-min-items 20"))
            let synced = try tidings.accountJSON(["sync"])
            #expect((synced["accounts"] as? [[String: Any]])?.first?["newArticles"] as? Int == 2, "\(synced)")
            let account = try tidings.run(["account", "list", "--json"]).objects().first
            #expect((account?["passwordCommand"] as? String)?.hasPrefix("sh -c ") == true)
            // A second import finds the account there.
            let again = try tidings.run(["import", "newsboat", "--from", newsboat.path])
            #expect(again.output.contains("already there"), "\(again.output)")
        }
    }
}
