import EndToEndSupport
import Foundation
import LoopbackServerService
import Testing

extension EndToEnd {
    /// Two-way sync against a real Tiny Tiny RSS on a throwaway PostgreSQL cluster.
    @Suite(
        .enabled(
            if: SyncServerProcess.isInstalled && mayBindPort80, "needs the sync group and port 80 (root)"))
    struct TinyTinyRSSSync {
        @Test
        func aFullRoundPushesAndPullsStateArticlesAndSubscriptions() throws {
            let feeds = try ChangingFeeds(forTinyTinyRSS: true, host: 21)
            for title in ["Alpha one", "Alpha two", "Alpha three"] { feeds.add(title, to: "/alpha.xml") }
            for title in ["Beta one", "Beta two"] { feeds.add(title, to: "/beta.xml") }
            let server = try SyncServerProcess(.ttrss)
            defer { server.stop() }
            try server.subscribe(feeds.url("/alpha.xml"), category: "Tech")
            try server.subscribe(feeds.url("/beta.xml"))
            try server.update()
            let api = ServerAPI(server)
            let tidings = try TidingsProcess()
            let password = try passwordFile("password", in: tidings.dataDirectory)

            let added = try tidings.run(
                [
                    "account", "add", "ttrss", server.url.absoluteString, "--user", "admin",
                    "--password-file", password, "--name", "home",
                ])
            #expect(added.status == 0, "\(added.errors)")
            #expect(added.output.contains("Added account home"))
            let first = try tidings.accountJSON(["sync"])
            let firstAccount = try #require((first["accounts"] as? [[String: Any]])?.first)
            #expect(first["ok"] as? Bool == true)
            #expect(firstAccount["newArticles"] as? Int == 5 && firstAccount["feedsAdded"] as? Int == 2)
            let listed = try tidings.run(["feeds", "--json"]).objects()
            #expect(listed.count == 2)
            let alpha = try #require(listed.first { ($0["title"] as? String)?.contains("alpha") == true })
            #expect(alpha["tags"] as? [String] == ["Tech"])

            // Read and star here; the next sync sends both, and the server's own API shows them.
            let articles = try tidings.allArticles()
            let id: (String) throws -> Int = { title in
                try #require(articles.first { $0["title"] as? String == title }?["id"] as? Int)
            }
            #expect(try tidings.run(["mark", String(try id("Alpha one")), "--read"]).status == 0)
            #expect(try tidings.run(["mark", String(try id("Beta two")), "--star"]).status == 0)
            let pending = try tidings.run(["account", "list", "--json"]).objects()
            #expect(pending.first?["pendingChanges"] as? Int == 2)
            let pushed = try tidings.accountJSON(["sync"])
            #expect((pushed["accounts"] as? [[String: Any]])?.first?["pushed"] as? Int == 2)
            var remote = try api.articleStates()
            #expect(remote["Alpha one"]?.read == true && remote["Beta two"]?.starred == true)
            #expect(remote["Alpha two"]?.read == false)
            #expect(
                try tidings.run(["account", "list", "--json"]).objects().first?["pendingChanges"] as? Int == 0
            )

            // Change the state on the server; the next sync brings it here.
            let alphaTwo = try #require(remote["Alpha two"]?.id)
            _ = try api.ttrss("updateArticle", ["article_ids": String(alphaTwo), "mode": 0, "field": 2])
            _ = try api.ttrss("updateArticle", ["article_ids": String(alphaTwo), "mode": 1, "field": 0])
            let betaTwo = try #require(remote["Beta two"]?.id)
            _ = try api.ttrss("updateArticle", ["article_ids": String(betaTwo), "mode": 0, "field": 0])
            #expect(try tidings.run(["sync"]).status == 0)
            try expectServerChangesArrivedAndThenOneNewArticle(tidings: tidings, feeds: feeds, server: server)

            // Subscribe and unsubscribe through the account.
            for title in ["Gamma one", "Gamma two"] { feeds.add(title, to: "/gamma.xml") }
            let subscribed = try tidings.run([
                "account", "subscribe", "home", feeds.url("/gamma.xml").absoluteString,
            ])
            #expect(subscribed.status == 0, "\(subscribed.errors)")
            try server.update()
            #expect(try tidings.run(["sync"]).status == 0)
            let withGamma = try tidings.run(["feeds", "--json"]).objects()
            let gamma = try #require(withGamma.first { ($0["url"] as? String)?.contains("gamma") == true })
            #expect(gamma["total"] as? Int == 2)
            // `tidings remove` of an account's feed goes through the account.
            let gammaID = try #require(gamma["id"] as? Int)
            let unsubscribed = try tidings.run(["remove", String(gammaID)])
            #expect(unsubscribed.status == 0, "\(unsubscribed.errors)")
            #expect(unsubscribed.output.contains("through account home"))
            let serverFeeds = (try api.ttrss("getFeeds", ["cat_id": -3]) as? [[String: Any]]) ?? []
            #expect(!serverFeeds.contains { ($0["feed_url"] as? String)?.contains("gamma") == true })
            #expect(try tidings.run(["feeds", "--json"]).objects().count == 2)
            remote = try api.articleStates()
            #expect(remote["Gamma one"] == nil)
        }
    }

    /// Two-way sync through the Fever API, on two real servers: coldsweat and FreshRSS.
    @Suite(.enabled(if: SyncServerProcess.isInstalled, "needs the sync group of Config/Dependencies.txt"))
    struct FeverSync {
        @Test(arguments: [SyncServerProcess.Kind.fever, .freshrssFever])
        func aFullRoundPushesAndPullsStateAndNewArticles(_ kind: SyncServerProcess.Kind) throws {
            let feeds = try ChangingFeeds(forTinyTinyRSS: false, host: 43)
            for title in ["Eps one", "Eps two", "Eps three"] { feeds.add(title, to: "/eps.xml") }
            let server = try SyncServerProcess(kind)
            defer { server.stop() }
            try server.subscribe(feeds.url("/eps.xml"), category: "Reading")
            try server.update()
            let api = ServerAPI(server)
            let tidings = try TidingsProcess()
            let (user, secret) = server.kind.credentials
            let added = try tidings.run(
                ["account", "add", "fever", server.url.absoluteString, "--user", user, "--password-stdin"],
                input: secret + "\n")
            #expect(added.status == 0, "\(added.errors)")
            let first = try tidings.accountJSON(["sync"])
            #expect((first["accounts"] as? [[String: Any]])?.first?["newArticles"] as? Int == 3, "\(first)")
            let listed = try tidings.run(["feeds", "--json"]).objects()
            #expect(listed.first?["tags"] as? [String] == ["Reading"])

            let articles = try tidings.allArticles()
            let local: (String) throws -> Int = { title in
                try #require(articles.first { $0["title"] as? String == title }?["id"] as? Int)
            }
            #expect(try tidings.run(["mark", String(try local("Eps one")), "--read"]).status == 0)
            #expect(try tidings.run(["mark", String(try local("Eps two")), "--star"]).status == 0)
            #expect(try tidings.run(["sync"]).status == 0)
            let remote = try api.articleStates()
            let (epsTwo, epsThree) = (
                try #require(remote["Eps two"]?.id), try #require(remote["Eps three"]?.id)
            )
            #expect(remote["Eps one"]?.read == true)
            #expect(remote["Eps two"]?.starred == true)

            // Change the state on the server.
            _ = try api.fever([], form: ["mark": "item", "as": "read", "id": String(epsThree)])
            _ = try api.fever([], form: ["mark": "item", "as": "unsaved", "id": String(epsTwo)])
            #expect(try tidings.run(["sync"]).status == 0)
            let after = try tidings.allArticles()
            #expect(after.first { $0["title"] as? String == "Eps three" }?["read"] as? Bool == true)
            #expect(after.first { $0["title"] as? String == "Eps two" }?["starred"] as? Bool == false)

            feeds.add("Eps four", to: "/eps.xml")
            try server.update()
            let incremental = try tidings.accountJSON(["sync"])
            #expect((incremental["accounts"] as? [[String: Any]])?.first?["newArticles"] as? Int == 1)

            let feedID = try #require(listed.first?["id"] as? Int)
            try expectFeedSettingsHoldThroughSync(
                tidings: tidings, feeds: feeds, server: server, feed: feedID)

            // Fever's API cannot unsubscribe: `tidings remove` says so, and the feed stays.
            let kept = try tidings.run(["remove", String(feedID)])
            #expect(
                kept.status == 69 && kept.errors.contains("Fever API cannot unsubscribe"), "\(kept.errors)")
            #expect(try tidings.run(["feeds", "--json"]).objects().count == 1)

            // Nor move a feed to another folder.
            let unmoved = try tidings.run(["account", "move", String(feedID), "Elsewhere"])
            #expect(
                unmoved.status == 69 && unmoved.errors.contains("Fever API cannot move a feed"),
                "\(unmoved.errors)")
            #expect(
                try tidings.run(["feeds", "--json"]).objects().first?["tags"] as? [String] == ["Reading"])

            // Fever's API cannot subscribe: one sentence, and nothing changes.
            let refused = try tidings.run([
                "account", "subscribe", "127.0.0.1:\(server.url.port ?? 0)",
                feeds.url("/zeta.xml").absoluteString,
            ])
            #expect(refused.status == 69 && refused.errors.contains("Fever API cannot subscribe"))
        }
    }
}

/// A paused feed takes nothing from its server while paused, and a feed's own retention holds
/// for what a sync brings.
private func expectFeedSettingsHoldThroughSync(
    tidings: TidingsProcess, feeds: ChangingFeeds, server: SyncServerProcess, feed: Int
) throws {
    #expect(try tidings.run(["feed", "set", String(feed), "paused", "true"]).status == 0)
    feeds.add("Eps five", to: "/eps.xml")
    try server.update()
    let paused = try tidings.accountJSON(["sync"])
    #expect((paused["accounts"] as? [[String: Any]])?.first?["newArticles"] as? Int == 0, "\(paused)")
    #expect(!(try tidings.allArticles()).contains { $0["title"] as? String == "Eps five" })

    #expect(try tidings.run(["feed", "unset", String(feed), "paused"]).status == 0)
    #expect(try tidings.run(["feed", "set", String(feed), "keepArticles", "2"]).status == 0)
    #expect(try tidings.run(["mark-all-read"]).status == 0)
    feeds.add("Eps six", to: "/eps.xml")
    try server.update()
    let resumed = try tidings.accountJSON(["sync"])
    #expect((resumed["accounts"] as? [[String: Any]])?.first?["newArticles"] as? Int == 1, "\(resumed)")
    // Eps six, unread, and the newest read one stay; the older read ones go.
    let left = try tidings.allArticles().compactMap { $0["title"] as? String }
    #expect(left.count == 2 && left.contains("Eps six"), "\(left)")
}

extension EndToEnd {
    /// The reader with an account whose server hangs.
    @Suite(
        .enabled(
            if: SyncServerProcess.isInstalled && TmuxSession.isAvailable, "needs the sync group and tmux"))
    struct SyncReader {
        @Test
        func theReaderOpensAtOnceSyncsAndQuitsWhileTheServerHangs() throws {
            let feeds = try ChangingFeeds(forTinyTinyRSS: false, host: 44)
            for title in ["Theta one", "Theta two"] { feeds.add(title, to: "/theta.xml") }
            let server = try SyncServerProcess(.fever)
            defer { server.stop() }
            try server.subscribe(feeds.url("/theta.xml"))
            try server.update()
            let proxy = try FaultProxy(to: server.url)
            defer { proxy.stop() }
            let tidings = try TidingsProcess()
            let (user, secret) = server.kind.credentials
            #expect(
                try tidings.run(
                    [
                        "account", "add", "fever", proxy.url.absoluteString, "--user", user,
                        "--password-stdin",
                    ],
                    input: secret + "\n"
                ).status == 0)
            #expect(try tidings.run(["sync"]).status == 0)
            proxy.set(.hang)

            let started = Date()
            let session = try TmuxSession(
                command:
                    "'\(tidings.binary.path)' --data-dir '\(tidings.dataDirectory.path)'; echo EXIT=$?; echo DONE; sleep 60",
                environment: tidings.environment)
            try session.waitFor("Feeds · 1 · 2 unread", timeout: 5)
            let opened = Date().timeIntervalSince(started)
            #expect(opened < 3, "the reader took \(opened) s to open")
            // The reader syncs the account as it opens, with its step in the status line.
            let screen = try session.waitFor("Syncing · ", timeout: 5)
            let status = screen.first { $0.contains("Syncing · ") } ?? ""
            #expect(status.contains(": feeds"), "no sync step in the status line: \(status)")
            // `R` while the sync runs starts nothing more.
            try session.send("R")
            // The list still answers keys while the sync waits on the server.
            try session.send("Enter")
            try session.waitFor("Theta two", timeout: 5)
            try session.send("q")
            try session.send("q")
            let quitAt = Date()
            let after = try session.waitFor("DONE", timeout: 10)
            #expect(after.contains("EXIT=0"))
            #expect(Date().timeIntervalSince(quitAt) < 5)
        }
    }
}
