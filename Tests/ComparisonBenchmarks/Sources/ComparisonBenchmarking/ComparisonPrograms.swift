public import Foundation

/// The programs and scripts a comparison runs, and the clean environment they all run in.
public struct ComparisonPrograms: Sendable {
    /// The release `tidings` (`.build/shared/release/tidings`).
    public var tidings: String
    /// `parser-bench`, built beside it.
    public var parserBench: String
    /// `sync-floor` (this package): a first sync's exchange alone. By default beside `tidings`.
    public var syncFloor: String
    public var newsboat: String
    /// Debian's sfeed, the C parser the parse rows compare `inspect` with.
    public var sfeed: String
    /// The Python of the virtual environment that has feedparser.
    public var python: String
    /// The folder holding `python_parser_bench.py` and `newsboat_cache.py`.
    public var scripts: URL

    public init(
        tidings: String, parserBench: String, syncFloor: String? = nil, newsboat: String,
        sfeed: String = ComparisonPrograms.onPath("sfeed"), python: String, scripts: URL
    ) {
        self.tidings = tidings
        self.parserBench = parserBench
        self.syncFloor =
            syncFloor
            ?? URL(fileURLWithPath: tidings).deletingLastPathComponent().appendingPathComponent("sync-floor")
            .path
        self.newsboat = newsboat
        self.sfeed = sfeed
        self.python = python
        self.scripts = scripts
    }

    /// This package's `Scripts` folder, found from this source file.
    public static var packageScripts: URL {
        packageFolder.appendingPathComponent("Scripts")
    }

    /// This package's folder (`Tests/ComparisonBenchmarks`).
    public static var packageFolder: URL {
        URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// The first `name` on `PATH` (or under /usr/bin when PATH has none), as an absolute path.
    public static func onPath(_ name: String, path: String? = ProcessInfo.processInfo.environment["PATH"])
        -> String
    {
        for folder in (path ?? "").split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return "/usr/bin/\(name)"
    }

    /// Fails, naming the first one, when a program or script is missing.
    public func check() throws(ComparisonError) {
        let programs = [
            ("tidings (make bench builds it)", tidings), ("parser-bench (make bench builds it)", parserBench),
            ("sync-floor (make bench builds it)", syncFloor),
            ("newsboat (Debian package newsboat)", newsboat), ("sfeed (Debian package sfeed)", sfeed),
            ("Python with feedparser (make bench makes .build/venv)", python),
        ]
        for (name, path) in programs where !FileManager.default.isExecutableFile(atPath: path) {
            throw .missingProgram(name: name, path: path)
        }
        for script in ["python_parser_bench.py", "python_extraction_bench.py", "newsboat_cache.py"] {
            let path = scripts.appendingPathComponent(script).path
            guard FileManager.default.fileExists(atPath: path) else {
                throw .missingProgram(name: script, path: path)
            }
        }
    }

    /// The one environment every measured program gets: a home of its own under `home` (so no
    /// user configuration of either reader applies), the C.UTF-8 locale, and no colours.
    public static func environment(home: URL) -> [String: String] {
        [
            "PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": home.path,
            "XDG_CONFIG_HOME": home.appendingPathComponent(".config").path,
            "XDG_DATA_HOME": home.appendingPathComponent(".local/share").path,
            "XDG_CACHE_HOME": home.appendingPathComponent(".cache").path, "LANG": "C.UTF-8",
            "NO_COLOR": "1", "COLUMNS": "100", "TERM": "dumb",
        ]
    }

    /// A script's path.
    public func script(_ name: String) -> String {
        scripts.appendingPathComponent(name).path
    }

    /// `newsboat 2.21.0`, from `newsboat --version`.
    public func newsboatVersion(runner: ProgramRunner, environment: [String: String]) -> String {
        let run = try? runner.run(newsboat, ["--version"], environment: environment, timeoutSeconds: 30)
        let first = run?.output.split(separator: "\n").first.map(String.init) ?? "newsboat"
        return first.split(separator: " ").prefix(2).joined(separator: " ")
    }
}
