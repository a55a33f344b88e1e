import EndToEndSupport
import Foundation
import LoopbackServerService
import Testing

/// Notifications of what a refresh brought, through the real binary: the user's command (a real
/// script that writes down its arguments) when no desktop service answers, as `notify-send` would
/// be run.
extension EndToEnd {
    @Suite struct Notifications {
        /// A feed of `titles`, the first newest.
        static func feed(_ titles: [String]) -> String {
            let items = titles.enumerated().map { index, title in
                "<item><guid>\(title.unicodeScalars.reduce(7) { $0 &* 31 &+ Int($1.value) })</guid><title>\(title)</title>"
                    + "<pubDate>Sun, 0\(6 - min(index, 5)) Dec 2026 08:00:00 GMT</pubDate></item>"
            }
            return
                "<rss version=\"2.0\"><channel><title>Photo &amp; Sound</title>\(items.joined())</channel></rss>"
        }

        /// A library following one loopback feed, with notifications on and `script` as the
        /// command; `settings` adds to the notifications section.
        func library(serving titles: [String], settings: [String: Any] = [:]) throws -> (
            TidingsProcess, LoopbackServer, script: URL, calls: URL
        ) {
            // A bus that is not there, so that no test ever reaches the desktop of the machine.
            let tidings = try TidingsProcess(extraEnvironment: [
                "DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent/tidings-test-bus"
            ])
            let calls = tidings.dataDirectory.appendingPathComponent("calls.txt")
            let script = tidings.dataDirectory.appendingPathComponent("notify")
            try """
            #!/bin/sh
            { for argument in "$@"; do printf '%s\\n' "$argument"; done; echo '--'; } >> '\(calls.path)'
            """.write(to: script, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
            var notifications: [String: Any] = [
                "enabled": true, "command": [script.path, "--app-name=tidings"],
            ]
            notifications.merge(settings) { $1 }
            try tidings.writeUserPlist(["notifications": notifications])
            let server = try LoopbackServer()
            server.setRoute(
                .fixed(.ok(Self.feed(titles), contentType: "application/rss+xml")), for: "/photos.rss")
            let added = try tidings.run("add", server.url("/photos.rss").absoluteString)
            #expect(added.status == 0, "\(added.errors)")
            // The first refresh stores what the feed has: news too, told like any other.
            let first = try tidings.run("refresh")
            #expect(first.status == 0, "\(first.errors)")
            try? FileManager.default.removeItem(at: calls)
            return (tidings, server, script, calls)
        }

        @Test func aRefreshThatBringsNewsRunsTheCommandWithTheFeedCountAndTitles() throws {
            let (tidings, server, _, calls) = try library(serving: ["Gulls", "Harbour at dawn"])
            defer { server.stop() }
            server.setRoute(
                .fixed(
                    .ok(
                        Self.feed([
                            "Night train", "Fox &lt;b&gt;at\u{202E}gnp.exe\n\tthe door", "Gulls",
                            "Harbour at dawn",
                        ]), contentType: "application/rss+xml")), for: "/photos.rss")
            let refresh = try tidings.run("refresh")
            #expect(refresh.status == 0, "\(refresh.errors)")
            #expect(refresh.output.contains("Notified through notify: 2 new articles in Photo & Sound."))
            let written = try String(contentsOf: calls, encoding: .utf8)
            #expect(
                written == "--app-name=tidings\n2 new articles in Photo & Sound\n"
                    + "Photo & Sound (2): Night train · Fox <b>atgnp.exe the door\n--\n")

            try FileManager.default.removeItem(at: calls)
            let again = try tidings.run("refresh")
            #expect(again.status == 0)
            #expect(!again.output.contains("Notif"), "nothing new: nothing said, nothing run")
            #expect(!FileManager.default.fileExists(atPath: calls.path))
        }

        @Test func quietHoursAreSaidInTheJSON() throws {
            let (tidings, server, _, calls) = try library(
                serving: ["One"], settings: ["quietHours": "00:00-24:00"])
            defer { server.stop() }
            server.setRoute(
                .fixed(.ok(Self.feed(["Two", "One"]), contentType: "application/rss+xml")), for: "/photos.rss"
            )
            let quiet = try tidings.run("refresh", "--json")
            #expect(quiet.status == 0)
            let object = try #require(try quiet.json() as? [String: Any])
            #expect((object["notification"] as? [String: Any])?["status"] as? String == "quiet")
            #expect(!FileManager.default.fileExists(atPath: calls.path))
        }

        @Test func noWayAndUnreadableSettingsAreSaidNotSwallowed() throws {
            let (tidings, server, _, _) = try library(serving: ["One"], settings: ["command": [String]()])
            defer { server.stop() }
            server.setRoute(
                .fixed(.ok(Self.feed(["Two", "One"]), contentType: "application/rss+xml")), for: "/photos.rss"
            )
            let nowhere = try tidings.run("refresh")
            #expect(nowhere.status == 0, "a notification never fails a refresh")
            #expect(
                nowhere.output.contains(
                    "Not notified: no desktop service answered and notifications.command is not set:\n"
                        + "  Failed to connect to socket /nonexistent/tidings-test-bus: No such file or\n"
                        + "  directory\n"))

            try tidings.writeUserPlist(["notifications": ["enabled": true, "quietHours": "9-5"]])
            server.setRoute(
                .fixed(.ok(Self.feed(["Three", "Two", "One"]), contentType: "application/rss+xml")),
                for: "/photos.rss")
            let unreadable = try tidings.run("refresh")
            #expect(
                unreadable.output.hasSuffix(
                    "Notification failed:\n  notifications.quietHours '9-5' is not a span of the day; write it as\n"
                        + "  22:00-07:00 (24-hour local times), or leave it empty for none\n"))
        }
    }
}
