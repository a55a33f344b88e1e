import ArticleLogic
import DatabaseService
import FeedParserService
import FilterLogic
import Foundation
import LibraryBenchmarking
import LibraryModelLogic
import SubscriptionLogic

/// The library benchmark: builds (once, then cached) a library of 2,000 feeds and 1,000,000
/// articles through the real stores, and times the queries the logic layer promises to be fast.
///
///     library-bench [--data DIR] [--runs N] [--tidings PATH] [--feeds N --articles N [--large-feed N]]
///     library-bench --build-only [--data DIR] [--feeds N --articles N [--large-feed N]]
///     library-bench --first-page FILE      (used internally: one fresh process opening the library)

let arguments = CommandLine.arguments.dropFirst()
let clockStart = ContinuousClock.now

func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name), arguments.index(after: index) < arguments.endIndex
    else { return nil }
    return arguments[arguments.index(after: index)]
}

/// Prints a line at once, even when the output is a file.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("library-bench: \(message)\n".utf8))
    exit(1)
}

/// Opens the library as the app does and reads the first page of unread articles.
func firstPage(_ file: URL) async throws -> Int {
    let database = try Database.open(at: file, options: DatabaseOptions(busyTimeoutMilliseconds: 5000))
    try await database.migrate(LibraryGenerator.schemas)
    let articles = StoredArticles(
        database: database, subscriptions: StoredSubscriptionFacts(database: database))
    return try await articles.page(ArticleQuery(filter: .unread), after: nil, limit: 50).articles.count
}

if let file = option("--first-page") {
    do {
        say(String(try await firstPage(URL(fileURLWithPath: file))))
    } catch {
        fail("\(error)")
    }
    exit(0)
}

let runs = Int(option("--runs") ?? "") ?? 15
let folder = URL(
    fileURLWithPath: option("--data") ?? FileManager.default.currentDirectoryPath + "/.build/bench")
/// The library's size: the full 2,000 feeds and 1,000,000 articles unless `--feeds` and `--articles`
/// say otherwise (`--large-feed`: the first feed's share, for the mark-read measurement).
func requestedShape() -> LibraryShape {
    guard option("--feeds") != nil || option("--articles") != nil else { return .full }
    guard let feeds = Int(option("--feeds") ?? ""), let articles = Int(option("--articles") ?? ""), feeds > 0,
        articles >= feeds
    else { fail("--feeds and --articles need positive numbers, at least one article per feed") }
    let large = Int(option("--large-feed") ?? "") ?? articles / feeds
    guard large > 0, large <= articles else { fail("--large-feed needs a number from 1 to --articles") }
    return LibraryShape(feeds: feeds, totalArticles: articles, largeFeedArticles: large)
}

let shape = requestedShape()
let generatedAt = LibraryCache.generatedAt

do {
    let libraryFolder = try await LibraryCache.folder(for: shape, in: folder, log: say)
    let file = libraryFolder.appendingPathComponent(LibraryShape.databaseFileName)
    if arguments.contains("--build-only") {
        say(libraryFolder.path)
        exit(0)
    }

    let database = try Database.open(at: file, options: DatabaseOptions(busyTimeoutMilliseconds: 5000))
    try await database.migrate(LibraryGenerator.schemas)
    let articles = StoredArticles(
        database: database, subscriptions: StoredSubscriptionFacts(database: database), now: { generatedAt })
    let subscriptions = StoredSubscriptions(
        database: database,
        articles: StoredArticles(database: database, subscriptions: FixedSubscriptionFacts()),
        fetcher: InMemoryFeedFetcher(),
        parserLimits: FeedParserLimits(maxDocumentBytes: 1 << 20), now: { generatedAt })
    var rows: [BenchmarkRow] = []

    let counts = try await Measurement.median(runs: runs) { _ = try await articles.counts() }
    let feedCount = try await articles.counts().count
    rows.append(
        BenchmarkRow(
            name: "unread counts for all feeds (\(feedCount))",
            milliseconds: Measurement.milliseconds(counts), targetMilliseconds: 30))
    let listing = try await Measurement.median(runs: runs) { _ = try await subscriptions.feeds() }
    rows.append(
        BenchmarkRow(
            name: "feed list with counts, sorted (\(feedCount))",
            milliseconds: Measurement.milliseconds(listing), targetMilliseconds: 30))

    let page = try await Measurement.median(runs: runs) {
        _ = try await articles.page(ArticleQuery(filter: .unread), after: nil, limit: 50)
    }
    rows.append(
        BenchmarkRow(
            name: "one unread timeline page of 50", milliseconds: Measurement.milliseconds(page),
            targetMilliseconds: 20))
    let deepCursor = try await articles.page(ArticleQuery(filter: .all), after: nil, limit: 5000).next
    let deep = try await Measurement.median(runs: runs) {
        _ = try await articles.page(ArticleQuery(filter: .all), after: deepCursor, limit: 50)
    }
    rows.append(
        BenchmarkRow(
            name: "a page of 50 after 5,000 (all articles)", milliseconds: Measurement.milliseconds(deep),
            targetMilliseconds: 20))
    let tagPage = try await Measurement.median(runs: runs) {
        // The scope is resolved as the screen does, once, and reaches the timeline as feed ids.
        let scope = try await subscriptions.scope(feed: nil, tag: "group7")
        _ = try await articles.page(
            ArticleQuery(filter: .unread, feeds: scope.feedIDs), after: nil, limit: 50)
    }
    rows.append(
        BenchmarkRow(
            name: "one unread page of 50 in a tag of 100 feeds",
            milliseconds: Measurement.milliseconds(tagPage), targetMilliseconds: 20))

    let vocabulary = Vocabulary(count: 5_000, seed: 7)
    let typical = "\(vocabulary.words[300]) \(vocabulary.words[40])"
    let typicalHits = try await articles.search(typical, limit: 100_000).count
    let search = try await Measurement.median(runs: runs) {
        _ = try await articles.search(typical, limit: 50)
    }
    rows.append(
        BenchmarkRow(
            name: "a search, two words (\(typicalHits) matches)",
            milliseconds: Measurement.milliseconds(search),
            targetMilliseconds: 50))
    let common = vocabulary.words[5]
    let commonHits = try await articles.search(common, limit: 1_000_000).count
    let commonSearch = try await Measurement.median(runs: max(3, runs / 3)) {
        _ = try await articles.search(common, limit: 50)
    }
    rows.append(
        BenchmarkRow(
            name: "a search, one very common word (\(commonHits) matches)",
            milliseconds: Measurement.milliseconds(commonSearch), targetMilliseconds: 50,
            note: "worst case, for reference"))

    // The issue's typical query feeds: what a query feed costs to open, its first page and its
    // counts together.
    let queryWord = vocabulary.words[300]
    for source in [#"unread = "yes" and title =~ "\#(queryWord)""#, #"tags # "group7" and age < 7"#] {
        let expression = try FilterExpression(parsing: source)
        let matched = try await articles.counts(matching: expression, in: nil).total
        let opening = try await Measurement.median(runs: runs) {
            _ = try await articles.page(ArticleQuery(match: expression), after: nil, limit: 50)
            _ = try await articles.counts(matching: expression, in: nil)
        }
        rows.append(
            BenchmarkRow(
                name: "a query feed's first page and counts (\(matched) match)",
                milliseconds: Measurement.milliseconds(opening), targetMilliseconds: 100, note: source))
    }

    let largeFeed = FeedID(1)
    // Each sample first marks the feed unread again, outside the timed part.
    var markSamples: [Duration] = []
    for _ in 0..<max(3, runs / 3) {
        try await database.write { connection in
            try connection.execute("UPDATE articles SET read = 0 WHERE feed_id = ?", [largeFeed.rawValue])
        }
        let clock = ContinuousClock()
        let start = clock.now
        _ = try await articles.markAllRead(in: [largeFeed], before: nil)
        markSamples.append(clock.now - start)
    }
    markSamples.sort()
    rows.append(
        BenchmarkRow(
            name: "mark a feed of \(shape.largeFeedArticles) articles read",
            milliseconds: Measurement.milliseconds(markSamples[markSamples.count / 2]),
            targetMilliseconds: 200))

    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var processSamples: [Duration] = []
    for _ in 0..<runs {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--first-page", file.path]
        process.standardOutput = FileHandle.nullDevice
        let clock = ContinuousClock()
        let start = clock.now
        try process.run()
        process.waitUntilExit()
        processSamples.append(clock.now - start)
        guard process.terminationStatus == 0 else { fail("the fresh process failed") }
    }
    processSamples.sort()
    rows.append(
        BenchmarkRow(
            name: "fresh process: open, first unread page of 50",
            milliseconds: Measurement.milliseconds(processSamples[processSamples.count / 2]),
            targetMilliseconds: 50))

    if let tidings = option("--tidings") {
        for arguments in [["feeds"], ["articles", "--unread", "--limit", "50"]] {
            let samples = try (0..<runs).map { _ in
                try StartupTimer.timeToFirstOutput(
                    URL(fileURLWithPath: tidings), arguments: ["--data-dir", libraryFolder.path] + arguments)
            }.sorted()
            rows.append(
                BenchmarkRow(
                    name: "tidings \(arguments.joined(separator: " ")): first output",
                    milliseconds: samples[samples.count / 2],
                    targetMilliseconds: 50))
        }
    }

    if let tidings = option("--tidings") {
        var firstFrames: [Double] = []
        var redraws: [Double] = []
        for _ in 0..<max(3, runs / 3) {
            let timings = try InteractiveTimer.measure(
                URL(fileURLWithPath: tidings), arguments: ["--data-dir", libraryFolder.path], keyPresses: 20)
            firstFrames.append(timings.firstFrame)
            redraws += timings.keyRedraws
        }
        firstFrames.sort()
        redraws.sort()
        rows.append(
            BenchmarkRow(
                name: "reader: time to the first full frame",
                milliseconds: firstFrames[firstFrames.count / 2],
                targetMilliseconds: 100))
        rows.append(
            BenchmarkRow(
                name: "reader: redraw after a key press (\(redraws.count))",
                milliseconds: redraws[redraws.count / 2],
                targetMilliseconds: 16,
                note: "p95 \(String(format: "%.2f", redraws[redraws.count * 95 / 100])) ms"))
    }

    if let tidings = option("--tidings") {
        // The demo library as `make run` opens it: prepared once (a run whose output is not a
        // terminal lists its feeds and exits), then timed as the reader opens on it again.
        let demo = FileManager.default.temporaryDirectory.appendingPathComponent(
            "demo-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: demo) }
        let prepare = Process()
        prepare.executableURL = URL(fileURLWithPath: tidings)
        prepare.arguments = ["--data-dir", demo.path, "demo"]
        prepare.standardOutput = FileHandle.nullDevice
        prepare.standardError = FileHandle.nullDevice
        try prepare.run()
        prepare.waitUntilExit()
        guard prepare.terminationStatus == 0 else { fail("tidings demo exited \(prepare.terminationStatus)") }
        let firstFrames = try (0..<runs).map { _ in
            try InteractiveTimer.measure(
                URL(fileURLWithPath: tidings), arguments: ["--data-dir", demo.path, "demo"], keyPresses: 0
            ).firstFrame
        }.sorted()
        rows.append(
            BenchmarkRow(
                name: "reader on the demo library: first full frame",
                milliseconds: firstFrames[firstFrames.count / 2],
                targetMilliseconds: 30))
    }

    let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
    say(
        "library: \(shape.feeds) feeds, \(shape.totalArticles) articles, \(size / 1_048_576) MB; median of \(runs) runs"
    )
    for row in rows { say(row.formatted) }
    let missed = rows.filter { !$0.met && $0.note.isEmpty }
    say(missed.isEmpty ? "every target met" : "\(missed.count) target(s) missed")
} catch {
    fail("\(error)")
}
