public import Foundation
public import LibraryBenchmarking

/// The unread-count rows: from a fresh process, `tidings feeds` (it prints the unread total in
/// its heading, and every feed below) against `newsboat -x print-unread`, on libraries holding the
/// same feeds and articles. The Tidings library is library-bench's (built once by `LibraryCache`
/// and kept); newsboat's cache is copied from it for every comparison run, so it matches the
/// library as it is now (library-bench marks a feed read when it runs).
public struct UnreadComparison: Sendable {
    /// One library size and how often each reader is run on it.
    public struct Library: Sendable {
        public var shape: LibraryShape
        public var tidingsRuns: Int
        public var newsboatRuns: Int
        /// The longest one newsboat run may take.
        public var newsboatTimeoutSeconds: Double

        public init(shape: LibraryShape, tidingsRuns: Int, newsboatRuns: Int, newsboatTimeoutSeconds: Double)
        {
            self.shape = shape
            self.tidingsRuns = tidingsRuns
            self.newsboatRuns = newsboatRuns
            self.newsboatTimeoutSeconds = newsboatTimeoutSeconds
        }
    }

    public var programs: ComparisonPrograms
    public var runner: ProgramRunner
    public var environment: [String: String]
    /// Where library-bench keeps its libraries (`.build/bench`).
    public var libraryData: URL
    /// Where newsboat's caches go.
    public var work: URL

    public init(
        programs: ComparisonPrograms, runner: ProgramRunner, environment: [String: String], libraryData: URL,
        work: URL
    ) {
        self.programs = programs
        self.runner = runner
        self.environment = environment
        self.libraryData = libraryData
        self.work = work
    }

    public func run(_ libraries: [Library], log: (String) -> Void) async throws(ComparisonError) -> (
        rows: [ComparisonRow], verified: [String]
    ) {
        var rows: [ComparisonRow] = []
        var memoryRows: [ComparisonRow] = []
        var verified: [String] = []
        for library in libraries {
            let shape = library.shape
            let folder: URL
            do {
                folder = try await LibraryCache.folder(for: shape, in: libraryData) { log("unread: " + $0) }
            } catch {
                throw .fileError(
                    path: libraryData.path, reason: "cannot build the benchmark library: \(error)")
            }
            let name = "\(Self.grouped(shape.totalArticles)) articles, \(Self.grouped(shape.feeds)) feeds"
            log("unread: copying \(name) into a newsboat cache")
            let newsboat = try NewsboatCache(programs: programs, runner: runner, environment: environment)
                .make(
                    from: folder.appendingPathComponent(LibraryShape.databaseFileName),
                    in: work.appendingPathComponent(shape.folderName))
            guard newsboat.counts.feeds == shape.feeds, newsboat.counts.items == shape.totalArticles else {
                throw .verificationFailed(
                    "newsboat's cache holds \(newsboat.counts.items) items in \(newsboat.counts.feeds) feeds, "
                        + "not \(shape.totalArticles) in \(shape.feeds)")
            }
            let tidingsArguments = ["--data-dir", folder.path, "feeds"]
            let newsboatArguments = [
                "-x", "print-unread", "-u", newsboat.urls.path, "-c", newsboat.cache.path, "-C",
                newsboat.cache.deletingLastPathComponent().appendingPathComponent("config").path,
            ]
            var ours: [ProgramRun] = []
            var theirs: [ProgramRun] = []
            for round in 1...max(library.tidingsRuns, library.newsboatRuns) {
                if round <= library.tidingsRuns {
                    let run = try runner.runChecked(
                        programs.tidings, tidingsArguments, environment: environment, timeoutSeconds: 600)
                    try expect(
                        Self.tidingsUnreadCount(run.output), newsboat.counts.unread, reader: "tidings feeds")
                    ours.append(run)
                }
                if round <= library.newsboatRuns {
                    if round == 1 {
                        log("unread: newsboat print-unread on \(name), \(library.newsboatRuns) run(s)…")
                    }
                    let run = try runner.runChecked(
                        programs.newsboat, newsboatArguments, environment: environment,
                        timeoutSeconds: library.newsboatTimeoutSeconds)
                    try expect(
                        NewsboatCache.unreadCount(run.output), newsboat.counts.unread, reader: "newsboat")
                    theirs.append(run)
                }
                log(
                    "unread: \(name), run \(round): tidings "
                        + (ours.count == round ? Self.describe(ours[round - 1]) : "-") + ", newsboat "
                        + (theirs.count == round ? Self.describe(theirs[round - 1]) : "-"))
            }
            verified.append(
                "unread count, \(name): tidings feeds and newsboat print-unread both printed "
                    + "\(Self.grouped(newsboat.counts.unread)) unread in every run")
            let milliseconds = { (runs: [ProgramRun]) in runs.map { $0.wallSeconds * 1000 } }
            let mebibytes = { (runs: [ProgramRun]) in runs.map { Double($0.peakResidentBytes) / 1_048_576 } }
            let version = programs.newsboatVersion(runner: runner, environment: environment)
            let runsNote =
                theirs.count == ours.count
                ? "medians of \(ours.count) runs"
                : "medians of \(ours.count) tidings runs and \(theirs.count) newsboat run(s): one newsboat "
                    + "run takes about \(Int((median(milliseconds(theirs)) / 1000).rounded())) s here"
            rows.append(
                ComparisonRow(
                    group: "unread count", name: name, unit: "ms", direction: .lowerIsBetter,
                    tidings: median(milliseconds(ours)), tidingsRuns: milliseconds(ours),
                    reference: "\(version) -x print-unread", referenceValue: median(milliseconds(theirs)),
                    referenceRuns: milliseconds(theirs), target: 40,
                    note:
                        "`tidings feeds` (the whole feed list, unread total in its heading), process start to "
                        + "exit; " + runsNote))
            memoryRows.append(
                ComparisonRow(
                    group: "memory", name: "unread count, \(name)", unit: "MiB", direction: .lowerIsBetter,
                    tidings: median(mebibytes(ours)), tidingsRuns: mebibytes(ours), reference: version,
                    referenceValue: median(mebibytes(theirs)), referenceRuns: mebibytes(theirs), target: 1,
                    note: "peak RSS (GNU time %M) of the same runs, median"))
            let imports = try importRuns(
                from: newsboat.cache.deletingLastPathComponent(), unread: newsboat.counts.unread,
                runs: max(1, min(library.tidingsRuns, library.newsboatRuns)), shape: shape, log: log)
            verified.append(
                "import newsboat, \(name): after every import, tidings feeds printed "
                    + "\(Self.grouped(newsboat.counts.unread)) unread, as newsboat's cache holds")
            memoryRows.append(
                ComparisonRow(
                    group: "memory", name: "import newsboat, \(name)", unit: "MiB", direction: .lowerIsBetter,
                    tidings: median(mebibytes(imports)), tidingsRuns: mebibytes(imports), reference: version,
                    referenceValue: median(mebibytes(theirs)), referenceRuns: mebibytes(theirs), target: 1,
                    note:
                        "peak RSS of `tidings import newsboat --from` that cache into an empty library (median of "
                        + "\(imports.count)), against newsboat's print-unread reading the same cache"))
        }
        return (rows + memoryRows, verified)
    }

    /// Runs `tidings import newsboat --from folder` into a new library `runs` times, checking after
    /// each that the library holds the cache's `unread` articles unread.
    private func importRuns(
        from folder: URL, unread: Int, runs: Int, shape: LibraryShape, log: (String) -> Void
    )
        throws(ComparisonError) -> [ProgramRun]
    {
        let library = work.appendingPathComponent("\(shape.folderName)-imported")
        var imports: [ProgramRun] = []
        for round in 1...runs {
            try? FileManager.default.removeItem(at: library)
            let run = try runner.runChecked(
                programs.tidings, ["--data-dir", library.path, "import", "newsboat", "--from", folder.path],
                environment: environment, timeoutSeconds: 3600)
            let feeds = try runner.runChecked(
                programs.tidings, ["--data-dir", library.path, "feeds"], environment: environment,
                timeoutSeconds: 600)
            try expect(
                Self.tidingsUnreadCount(feeds.output), unread, reader: "tidings feeds after import newsboat")
            imports.append(run)
            log("unread: import newsboat, \(shape.folderName), run \(round): \(Self.describe(run))")
        }
        try? FileManager.default.removeItem(at: library)
        return imports
    }

    private func expect(_ printed: Int?, _ expected: Int, reader: String) throws(ComparisonError) {
        guard printed == expected else {
            throw .verificationFailed(
                "\(reader) printed \(printed.map(String.init) ?? "no") unread count, the library holds \(expected)"
            )
        }
    }

    /// The unread total in the heading `tidings feeds` prints first: `Feeds · 300 · 14987 unread`.
    public static func tidingsUnreadCount(_ output: String) -> Int? {
        guard let heading = output.split(separator: "\n").first else { return nil }
        for part in heading.components(separatedBy: " · ") where part.hasSuffix(" unread") {
            return Int(part.dropLast(" unread".count))
        }
        return nil
    }

    /// `1,000,000`.
    public static func grouped(_ value: Int) -> String {
        let digits = String(value)
        var groups: [Substring] = []
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.insert(digits[start..<end], at: 0)
            end = start
        }
        return groups.joined(separator: ",")
    }

    static func describe(_ run: ProgramRun) -> String {
        "\(ComparisonTable.value(run.wallSeconds * 1000, unit: "ms")) (\(run.peakResidentBytes / 1_048_576) MiB)"
    }
}
