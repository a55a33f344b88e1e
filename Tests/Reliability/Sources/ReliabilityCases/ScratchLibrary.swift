import EndToEndSupport
import Foundation

/// A fresh Tidings library in a temporary folder of its own, reached through the real binary
/// (found, and given an isolated environment, by `EndToEndSupport.TidingsProcess`), every run
/// with a time limit. `remove()` deletes it.
struct ScratchLibrary {
    let tidings: TidingsProcess

    init(environment: [String: String] = [:]) throws {
        tidings = try TidingsProcess(extraEnvironment: environment)
    }

    var folder: URL { tidings.dataDirectory }
    var database: URL { folder.appendingPathComponent("library.sqlite") }

    /// Runs `tidings arguments…` to its end, killed with SIGKILL after `timeout` seconds; the
    /// outcome keeps the raw bytes it wrote.
    func run(_ arguments: [String], timeout: Double = 30) throws -> ProgramOutcome {
        try start(arguments).wait(timeout: timeout)
    }

    /// Starts `tidings arguments…` and returns at once.
    func start(_ arguments: [String], environment: [String: String] = [:]) throws -> RunningProgram {
        try RunningProgram(
            tidings.binary, arguments, environment: tidings.environment.merging(environment) { $1 },
            directory: folder)
    }

    /// Follows `urls` in one `tidings import` of a generated OPML file (no fetching).
    func follow(_ urls: [URL]) throws {
        let outlines = urls.map { url in
            let address = XMLText.escape(url.absoluteString)
            return "    <outline type=\"rss\" text=\"\(address)\" xmlUrl=\"\(address)\"/>"
        }
        let opml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <opml version="2.0"><head><title>reliability</title></head><body>
            \(outlines.joined(separator: "\n"))
            </body></opml>
            """
        let file = folder.appendingPathComponent("follow-\(UUID().uuidString).opml")
        try Data(opml.utf8).write(to: file)
        let imported = try run(["import", file.path], timeout: 60)
        guard imported.status == 0 else {
            throw ReliabilityFailure("tidings import failed (\(imported.status)): \(imported.errorText)")
        }
    }

    /// `tidings feeds --json`, keyed by feed URL.
    func feedsByURL() throws -> [String: [String: Any]] {
        let result = try run(["feeds", "--json"])
        guard result.status == 0, let feeds = try result.json() as? [[String: Any]] else {
            throw ReliabilityFailure("tidings feeds --json failed (\(result.status)): \(result.errorText)")
        }
        var byURL: [String: [String: Any]] = [:]
        for feed in feeds {
            if let url = feed["url"] as? String { byURL[url] = feed }
        }
        return byURL
    }

    /// `tidings articles --json --limit N`.
    func articles(limit: Int = 100_000) throws -> [[String: Any]] {
        let result = try run(["articles", "--json", "--limit", String(limit)])
        guard result.status == 0, let articles = try result.json() as? [[String: Any]] else {
            throw ReliabilityFailure("tidings articles --json failed (\(result.status)): \(result.errorText)")
        }
        return articles
    }

    /// Deletes the library, unless `$RELIABILITY_KEEP_LIBRARIES` is set (to look at it after a
    /// failure).
    func remove() {
        guard ProcessInfo.processInfo.environment["RELIABILITY_KEEP_LIBRARIES"] == nil else {
            print("    kept \(folder.path)")
            return
        }
        try? FileManager.default.removeItem(at: folder)
    }
}

/// Escaping for the XML this harness writes.
enum XMLText {
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
