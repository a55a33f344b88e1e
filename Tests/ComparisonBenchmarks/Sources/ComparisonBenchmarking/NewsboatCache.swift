public import Foundation

/// newsboat's side of a library: its urls file and its SQLite cache, made from a Tidings library
/// by `Scripts/newsboat_cache.py` so that both readers hold the same feeds and articles.
public struct NewsboatCache: Sendable {
    public var programs: ComparisonPrograms
    public var runner: ProgramRunner
    public var environment: [String: String]

    public init(programs: ComparisonPrograms, runner: ProgramRunner, environment: [String: String]) {
        self.programs = programs
        self.runner = runner
        self.environment = environment
    }

    /// What a cache holds.
    public struct Counts: Decodable, Equatable, Sendable {
        public var feeds: Int
        public var items: Int
        public var unread: Int

        public init(feeds: Int, items: Int, unread: Int) {
            self.feeds = feeds
            self.items = items
            self.unread = unread
        }
    }

    /// Makes `folder/urls` and `folder/cache.db` from the Tidings library file `library`: the urls
    /// file first, then an empty cache created by newsboat itself (so the schema is its own), then
    /// the feeds and articles copied in. Whatever `folder` held before is removed.
    public func make(from library: URL, in folder: URL) throws(ComparisonError) -> (
        urls: URL, cache: URL, counts: Counts
    ) {
        try? FileManager.default.removeItem(at: folder)
        let urls = folder.appendingPathComponent("urls")
        let cache = folder.appendingPathComponent("cache.db")
        let config = folder.appendingPathComponent("config")
        try writeFile(Data(), to: config)
        try writeURLs(library: library, to: urls)
        let created = try runner.runChecked(
            programs.newsboat, ["-x", "print-unread", "-u", urls.path, "-c", cache.path, "-C", config.path],
            environment: environment, timeoutSeconds: 600)
        guard Self.unreadCount(created.output) == 0 else {
            throw .unreadableOutput(command: "newsboat -x print-unread (new cache)", output: created.output)
        }
        return (urls, cache, try fill(library: library, cache: cache))
    }

    /// Writes the library's feed URLs, one a line.
    public func writeURLs(library: URL, to urls: URL) throws(ComparisonError) {
        _ = try runner.runChecked(
            programs.python, [programs.script("newsboat_cache.py"), "urls", library.path, urls.path],
            environment: environment, timeoutSeconds: 300)
    }

    /// Copies the library's feeds and articles into the empty cache `cache`.
    public func fill(library: URL, cache: URL) throws(ComparisonError) -> Counts {
        let run = try runner.runChecked(
            programs.python, [programs.script("newsboat_cache.py"), "fill", library.path, cache.path],
            environment: environment, timeoutSeconds: 3600)
        return try Self.decode(run.output, command: "newsboat_cache.py fill")
    }

    /// The feeds, items and unread items `cache` holds.
    public func count(_ cache: URL) throws(ComparisonError) -> Counts {
        let run = try runner.runChecked(
            programs.python, [programs.script("newsboat_cache.py"), "count", cache.path],
            environment: environment,
            timeoutSeconds: 300)
        return try Self.decode(run.output, command: "newsboat_cache.py count")
    }

    /// The number in newsboat's `N unread articles` line, if it printed one.
    public static func unreadCount(_ output: String) -> Int? {
        for line in output.split(separator: "\n").reversed() where line.hasSuffix(" unread articles") {
            return Int(line.dropLast(" unread articles".count))
        }
        return nil
    }

    private static func decode(_ output: String, command: String) throws(ComparisonError) -> Counts {
        guard let line = output.split(separator: "\n").last,
            let counts = try? JSONDecoder().decode(Counts.self, from: Data(line.utf8))
        else { throw .unreadableOutput(command: command, output: output) }
        return counts
    }
}
