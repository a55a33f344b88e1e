public import FoundationEssentials

/// newsboat's `urls` file: one source a line, then its tags. A tag that begins with `~` renames
/// the feed, the tag `!` hides it from the feed list; `query:NAME:FILTER` is a query feed, and
/// `exec:COMMAND` and `filter:COMMAND:URL` are feeds a program makes.
public struct NewsboatURLsFile: Equatable, Sendable {
    /// Where a source comes from.
    public enum Source: Equatable, Sendable {
        /// A feed at an address, as written (not yet checked to be a URL).
        case feed(String)
        /// A query feed: its name and its filter expression.
        case query(name: String, filter: String)
        /// A feed a shell command prints (`exec:`).
        case command(String)
        /// A feed fetched from a URL and passed through a program (`filter:COMMAND:URL`).
        case filtered(command: String, url: String)
    }

    /// One line that names a source.
    public struct Entry: Equatable, Sendable {
        /// The line's number, from 1.
        public var line: Int
        /// The line as written.
        public var text: String
        public var source: Source
        /// Its tags, without the rename and the hiding mark.
        public var tags: [String]
        /// The name a `~` tag gives it.
        public var title: String?
        /// Whether a `!` tag hides it from the feed list.
        public var isHidden: Bool
        /// Whether the line holds a word in backticks (a command newsboat would run).
        public var runsCommand: Bool
    }

    /// The file's lines that name a source, in order; blank lines and comments are left out.
    public var entries: [Entry]

    /// Reads `text`, the contents of `file` (named in errors).
    public init(_ text: String, file: URL) throws(NewsboatFileError) {
        var entries: [Entry] = []
        for (number, line, words) in try NewsboatFileText.splitLines(of: text, file: file) {
            guard let first = words.words.first else { continue }
            var entry = Entry(
                line: number, text: line, source: Self.source(first), tags: [], title: nil, isHidden: false,
                runsCommand: words.runsCommand)
            for tag in words.words.dropFirst() where !tag.isEmpty {
                if tag == "!" {
                    entry.isHidden = true
                } else if tag.hasPrefix("~") {
                    entry.title = String(tag.dropFirst())
                } else {
                    entry.tags.append(tag)
                }
            }
            entries.append(entry)
        }
        self.entries = entries
    }

    /// Reads the file at `file`.
    public init(contentsOf file: URL) throws(NewsboatFileError) {
        try self.init(try NewsboatFileText.read(file), file: file)
    }

    private static func source(_ word: String) -> Source {
        if word.hasPrefix("query:") {
            let rest = word.dropFirst("query:".count)
            guard let colon = rest.firstIndex(of: ":") else { return .query(name: String(rest), filter: "") }
            return .query(name: String(rest[..<colon]), filter: String(rest[rest.index(after: colon)...]))
        }
        if word.hasPrefix("exec:") { return .command(String(word.dropFirst("exec:".count))) }
        if word.hasPrefix("filter:") {
            let rest = word.dropFirst("filter:".count)
            guard let colon = rest.firstIndex(of: ":") else {
                return .filtered(command: String(rest), url: "")
            }
            return .filtered(command: String(rest[..<colon]), url: String(rest[rest.index(after: colon)...]))
        }
        return .feed(word)
    }
}
