import EndToEndSupport
import Foundation
import LoopbackServerService
import Testing

extension EndToEnd {
    /// An account's life against a real Fever server: where its password goes, what `refresh`
    /// fetches with it, and what `account remove` keeps.
    @Suite(.enabled(if: SyncServerProcess.isInstalled, "needs the sync group of Config/Dependencies.txt"))
    struct SyncAccounts {
        /// Every regular file under `folder` whose bytes hold `text`, by path.
        func files(under folder: URL, holding text: String) -> [URL] {
            let needle = Data(text.utf8)
            let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
            return (walker?.allObjects as? [URL] ?? []).filter { file in
                guard let data = FileManager.default.contents(atPath: file.path) else { return false }
                return data.range(of: needle) != nil
            }
        }

        @Test
        func thePasswordIsOnlyInItsFileRefreshFetchesNoFeedAndRemovalKeepsTheStarred() throws {
            let feeds = try ChangingFeeds(forTinyTinyRSS: false, host: 46)
            for title in ["Iota one", "Iota two", "Iota three"] { feeds.add(title, to: "/iota.xml") }
            let server = try SyncServerProcess(.fever)
            defer { server.stop() }
            try server.subscribe(feeds.url("/iota.xml"))
            try server.update()
            let tidings = try TidingsProcess()
            let (user, secret) = server.kind.credentials
            let added = try tidings.run(
                [
                    "account", "add", "fever", server.url.absoluteString, "--user", user, "--password-stdin",
                    "--name", "reading",
                ],
                input: secret + "\n")
            #expect(added.status == 0, "\(added.errors)")
            #expect(!added.output.contains(secret))
            let synced = try tidings.run(["sync", "--json"])
            #expect(synced.status == 0 && !synced.output.contains(secret))

            // The password is in one file beside the library that only the user may read, and in
            // no other file: not the database, its journal, nor the settings.
            let holders = files(under: tidings.dataDirectory, holding: secret)
            #expect(holders.count == 1, "\(holders.map(\.path))")
            let holder = try #require(holders.first)
            #expect(holder.lastPathComponent.hasSuffix(".password"))
            let mode =
                try FileManager.default.attributesOfItem(atPath: holder.path)[.posixPermissions] as? Int
            #expect(mode == 0o600)
            #expect(!(try tidings.run(["account", "list", "--json"]).output.contains(secret)))

            // With an account, `refresh` syncs it and fetches none of its feeds itself: the server
            // fetches its own.
            let asked = feeds.server.requests.count
            let refreshed = try tidings.run(["refresh", "--json"])
            #expect(refreshed.status == 0, "\(refreshed.errors)")
            #expect(!refreshed.output.contains(secret))
            #expect(feeds.server.requests.count == asked)

            // Removing the account keeps the starred article (without its feed) and nothing else
            // of it, its password file included.
            let articles = try tidings.allArticles()
            let starred = try #require(articles.first { $0["title"] as? String == "Iota two" }?["id"] as? Int)
            #expect(try tidings.run(["mark", String(starred), "--star"]).status == 0)
            let removed = try tidings.run(["account", "remove", "reading"])
            #expect(removed.status == 0, "\(removed.errors)")
            #expect(try tidings.allArticles().compactMap { $0["title"] as? String } == ["Iota two"])
            #expect(try tidings.run(["feeds", "--json"]).objects().isEmpty)
            #expect(try tidings.run(["account", "list", "--json"]).objects().isEmpty)
            #expect(files(under: tidings.dataDirectory, holding: secret).isEmpty)
        }
    }
}
