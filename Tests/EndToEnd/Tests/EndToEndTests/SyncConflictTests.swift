import EndToEndSupport
import Foundation
import Testing

extension EndToEnd {
    /// Where the server and the library disagree, against each real server.
    @Suite(.enabled(if: SyncServerProcess.isInstalled, "needs the sync group of Config/Dependencies.txt"))
    struct SyncConflicts {
        @Test(arguments: syncServerKinds)
        func anArticlePurgedOnTheServerStaysStarredHere(_ kind: SyncServerProcess.Kind) throws {
            let feeds = try ChangingFeeds(forTinyTinyRSS: kind == .ttrss, host: kind == .ttrss ? 23 : 47)
            for title in ["Kappa one", "Kappa two", "Kappa three"] { feeds.add(title, to: "/kappa.xml") }
            let server = try SyncServerProcess(kind)
            defer { server.stop() }
            try server.subscribe(feeds.url("/kappa.xml"))
            try server.update()
            let tidings = try TidingsProcess()
            let added = try tidings.run(
                [
                    "account", "add", kind.accountKind, server.url.absoluteString, "--user",
                    kind.credentials.user,
                    "--password-stdin",
                ],
                input: kind.credentials.password + "\n")
            #expect(added.status == 0, "\(added.errors)")
            #expect(try tidings.run(["sync"]).status == 0)
            let articles = try tidings.allArticles()
            let local: (String) throws -> Int = { title in
                try #require(articles.first { $0["title"] as? String == title }?["id"] as? Int)
            }

            // Starred here while the server purges it (and another, unstarred): the server says
            // OK to the star of an article it no longer has, and lists it in no state.
            #expect(try tidings.run(["mark", String(try local("Kappa one")), "--star"]).status == 0)
            let remote = try ServerAPI(server).articleStates()
            try server.purge(article: try #require(remote["Kappa one"]?.id))
            try server.purge(article: try #require(remote["Kappa two"]?.id))
            #expect(try ServerAPI(server).articleStates()["Kappa one"] == nil)

            for round in 1...2 {
                let synced = try tidings.accountJSON(["sync"])
                #expect(synced["ok"] as? Bool == true, "round \(round): \(synced)")
                let after = try tidings.allArticles()
                let kept = after.first { $0["title"] as? String == "Kappa one" }
                #expect(kept?["starred"] as? Bool == true, "round \(round): \(String(describing: kept))")
                #expect(after.count == 3, "round \(round): sync removes no article")
                #expect(
                    try tidings.run(["account", "list", "--json"]).objects().first?["pendingChanges"] as? Int
                        == 0)
            }
        }
    }
}
