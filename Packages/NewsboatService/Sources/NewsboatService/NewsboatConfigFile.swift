public import FoundationEssentials

/// newsboat's `config` file: one command a line (`bind-key j down`, `color info red default`),
/// its arguments split as `NewsboatWords` splits them. `include FILE` is followed where it
/// stands, FILE taken relative to the including file's folder (`~/` to the home folder).
public struct NewsboatConfigFile: Equatable, Sendable {
    /// One command, where it was written.
    public struct Directive: Equatable, Sendable {
        public var file: URL
        /// The line's number, from 1.
        public var line: Int
        /// The line as written.
        public var text: String
        /// The command, such as `bind-key`.
        public var command: String
        public var arguments: [String]
        /// Whether the line holds a word in backticks (a command newsboat would run).
        public var runsCommand: Bool
    }

    /// How deep `include` may nest.
    static let maxIncludeDepth = 8

    /// Every command in order, those of included files where their `include` stood.
    public var directives: [Directive]

    /// Reads the config at `file`, following its includes; `home` resolves `~/`.
    public init(contentsOf file: URL, home: URL) throws(NewsboatFileError) {
        directives = try Self.read(file, home: home, chain: [])
    }

    /// Reads `text` as the contents of `file`, without following includes (for tests and for
    /// one file alone).
    public init(_ text: String, file: URL) throws(NewsboatFileError) {
        directives = try Self.directives(in: text, file: file)
    }

    /// The directives of `file`, each include replaced by the directives of the file it names.
    /// `chain` holds the files whose includes led here.
    private static func read(_ file: URL, home: URL, chain: [URL]) throws(NewsboatFileError) -> [Directive] {
        var directives: [Directive] = []
        for directive in try Self.directives(in: try NewsboatFileText.read(file), file: file) {
            guard directive.command == "include", let target = directive.arguments.first else {
                directives.append(directive)
                continue
            }
            let included = Self.resolve(target, relativeTo: file, home: home)
            let visited = chain + [file.standardizedFileURL]
            guard visited.count < maxIncludeDepth, !visited.contains(included.standardizedFileURL) else {
                throw .includeLoop(file: file, line: directive.line)
            }
            directives += try read(included, home: home, chain: visited)
        }
        return directives
    }

    private static func directives(in text: String, file: URL) throws(NewsboatFileError) -> [Directive] {
        try NewsboatFileText.splitLines(of: text, file: file).compactMap { number, line, words in
            guard let command = words.words.first else { return nil }
            return Directive(
                file: file, line: number, text: line, command: command,
                arguments: Array(words.words.dropFirst()),
                runsCommand: words.runsCommand)
        }
    }

    /// `~/x` under `home`, an absolute path as it is, anything else beside `file`.
    static func resolve(_ path: String, relativeTo file: URL, home: URL) -> URL {
        if path.hasPrefix("~/") { return home.appendingPathComponent(String(path.dropFirst(2))) }
        if path.hasPrefix("/") { return URL(fileURLWithPath: path) }
        return file.deletingLastPathComponent().appendingPathComponent(path)
    }
}
