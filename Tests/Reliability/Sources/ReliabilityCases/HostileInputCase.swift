import EndToEndSupport
import Foundation
import LoopbackServerService

/// The holes a hostile-input probe found, kept closed at size: local files named by documents
/// from the network (enclosures, OPML outlines), FIFOs and devices given as feeds, items with
/// tens of thousands of enclosures, authors or categories, megabyte titles, settings that would
/// overflow, deeply nested searches and an empty library file. Every command must end within
/// its time limit, without a signal, with its documented exit status.
struct HostileInputCase {
    let size: ReliabilitySize
    let checks: CaseChecks

    func run() throws {
        // Room for the largest hostile document (lists and a title of megabytes).
        let library = try ScratchLibrary(environment: [
            "TIDINGS_PARSER_MAX_DOCUMENT_BYTES": "67108864", "TIDINGS_NETWORK_MAX_RESPONSE_BYTES": "67108864",
        ])
        defer { library.remove() }
        let server = try LoopbackServer()
        defer { server.stop() }
        var slowest = 0.0
        func run(_ arguments: [String], _ what: String, timeout: Double = 60) throws -> ProgramOutcome {
            let started = Date()
            let outcome = try library.run(arguments, timeout: timeout)
            slowest = max(slowest, Date().timeIntervalSince(started))
            checks.expect(
                !outcome.timedOut, "`tidings \(arguments.first ?? "")` (\(what)) ran past \(timeout) s")
            checks.expect(
                outcome.timedOut || !outcome.wasSignalled,
                "`tidings \(arguments.first ?? "")` (\(what)) crashed")
            return outcome
        }

        // 1. Local files named by a feed from the network are never read.
        let local = ["file:///etc/passwd", "file:///dev/zero"]
        server.setRoute(
            .fixed(.ok(Self.feed(enclosures: local), contentType: "application/rss+xml")), for: "/local.rss")
        _ = try run(["add", server.url("/local.rss").absoluteString], "a feed with local enclosures")
        _ = try run(["refresh"], "a feed with local enclosures")
        _ = try run(["download", "1"], "local enclosures")
        let downloads = try run(["downloads", "--run"], "local enclosures", timeout: 30)
        checks.expect(
            downloads.status == 1, "downloads --run of local files exited \(downloads.status), not 1")
        let folder = library.folder.appendingPathComponent("downloads")
        let copied = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        checks.expect(copied.isEmpty, "local files were copied into the downloads folder: \(copied)")

        let opml = library.folder.appendingPathComponent("local.opml")
        try Data(
            "<opml version=\"2.0\"><body><outline text=\"s\" xmlUrl=\"file:///etc/shadow\"/></body></opml>"
                .utf8
        ).write(to: opml)
        let imported = try run(["import", opml.path], "an OPML file naming /etc/shadow")
        checks.expect(imported.status == 1, "an OPML import of a local feed exited \(imported.status), not 1")
        let feeds = try run(["feeds", "--json"], "after the local imports")
        checks.expect(
            !feeds.outputText.contains("/etc/shadow"), "an imported file made Tidings follow /etc/shadow")

        // 4. A FIFO or a device given as a feed fails at once.
        let fifo = library.folder.appendingPathComponent("feed.xml")
        checks.expect(mkfifo(fifo.path, 0o600) == 0, "could not make a FIFO")
        for path in [fifo.path, "/dev/zero"] {
            let inspect = try run(["inspect", path], "a non-regular file", timeout: 15)
            checks.expect(inspect.status == 69, "inspect \(path) exited \(inspect.status), not 69")
        }

        // 2 and 8. Huge lists and titles in one item cost linear time and are cut.
        let count = size.pick(fast: 20_000, full: 80_000)
        let titleBytes = size.pick(fast: 1_000_000, full: 10_000_000)
        let lists = Self.listsFeed(count: count, titleBytes: titleBytes)
        let listsFile = library.folder.appendingPathComponent("lists.rss")
        try Data(lists.utf8).write(to: listsFile)
        let started = Date()
        let inspect = try run(
            ["inspect", listsFile.path, "--json"], "\(count) entries per list", timeout: 60)
        let inspectSeconds = Date().timeIntervalSince(started)
        checks.expect(inspect.status == 0, "inspect of the huge-list feed exited \(inspect.status)")
        checks.expect(
            inspect.output.count < 2_000_000,
            "inspect printed \(inspect.output.count) bytes for the huge-list feed")
        server.setRoute(.fixed(.ok(lists, contentType: "application/rss+xml")), for: "/lists.rss")
        _ = try run(["add", server.url("/lists.rss").absoluteString], "the huge-list feed")
        let refresh = try run(["refresh"], "the huge-list feed", timeout: 60)
        checks.expect(
            refresh.status == 0 || refresh.status == 1,
            "refresh of the huge-list feed exited \(refresh.status)")
        let articles = try library.articles()
        if let huge = articles.first(where: { ($0["title"] as? String)?.hasPrefix("T") == true }),
            let id = huge["id"] as? Int
        {
            let read = try run(["read", String(id)], "an article with a huge title", timeout: 30)
            checks.expect(read.status == 0, "read of the huge-title article exited \(read.status)")
            checks.expect(
                read.output.count < 100_000, "read printed \(read.output.count) bytes for a cut title")
        } else {
            checks.fail("the huge-list feed's article was not stored")
        }

        // 3. Settings that would overflow stop with one sentence.
        for (variable, value) in [
            ("TIDINGS_NETWORK_REQUEST_TIMEOUT_SECONDS", "1e16"),
            ("TIDINGS_NETWORK_CONNECT_TIMEOUT_SECONDS", "1e300"),
            ("TIDINGS_REFRESH_BACKOFF_BASE_MINUTES", "1e15"), ("TIDINGS_REFRESH_BACKOFF_MAX_HOURS", "inf"),
            ("TIDINGS_STORAGE_READER_COUNT", "1000000"), ("TIDINGS_NETWORK_CONCURRENCY", "1000000000"),
        ] {
            let outcome = try library.start(["refresh"], environment: [variable: value]).wait(timeout: 30)
            checks.expect(!outcome.wasSignalled, "\(variable)=\(value) crashed refresh")
            checks.expect(outcome.status == 65, "\(variable)=\(value) exited \(outcome.status), not 65")
            checks.expect(
                outcome.errorText.split(separator: "\n").count == 1,
                "\(variable)=\(value) printed more than one line")
        }

        // 6. Nesting a search deeply is a usage error.
        let depth = size.pick(fast: 5_000, full: 50_000)
        let query = String(repeating: "(", count: depth) + "a" + String(repeating: ")", count: depth)
        let search = try run(["search", query], "\(depth) nested parentheses")
        checks.expect(search.status == 64, "a search nested \(depth) deep exited \(search.status), not 64")

        // 11. An empty library file is never taken for a new library.
        let empty = try ScratchLibrary()
        defer { empty.remove() }
        checks.expect(
            FileManager.default.createFile(atPath: empty.database.path, contents: Data()),
            "could not make an empty file")
        let opened = try empty.run(["feeds"])
        checks.expect(opened.status == 74, "an empty library file gave exit \(opened.status), not 74")
        let bytes =
            (try? FileManager.default.attributesOfItem(atPath: empty.database.path)[.size] as? Int) ?? -1
        checks.expect(bytes == 0, "the empty library file was written to (\(bytes) bytes)")

        checks.note("\(count) entries per list: inspect \(format(inspectSeconds)) s")
        checks.note("slowest command \(format(slowest)) s")
    }

    /// One item whose enclosures are `urls`.
    static func feed(enclosures urls: [String]) -> String {
        let enclosures = urls.map { "<enclosure url=\"\($0)\" type=\"text/plain\" length=\"10\"/>" }.joined()
        return
            "<rss version=\"2.0\"><channel><title>Local</title><item><guid>local</guid><title>Local</title>"
            + enclosures + "</item></channel></rss>"
    }

    /// One item with `count` enclosures, authors and categories, and a title of `titleBytes`.
    static func listsFeed(count: Int, titleBytes: Int) -> String {
        var text =
            "<rss version=\"2.0\" xmlns:dc=\"http://purl.org/dc/elements/1.1/\"><channel><title>Lists</title>"
        text.reserveCapacity(count * 150 + titleBytes)
        text += "<item><guid>lists</guid><title>T" + String(repeating: "x", count: titleBytes) + "</title>"
        for index in 0..<count {
            text += "<enclosure url=\"https://example.com/\(index).mp3\"/>"
            text += "<dc:creator>Writer \(index)</dc:creator><category>tag \(index)</category>"
        }
        return text + "</item></channel></rss>"
    }
}
