public import Foundation
import FullTextLogic
import HTMLTreeService

/// The reader view's extractor against trafilatura, readability-lxml and resiliparse, on the
/// pages of an extraction set (a folder with `ground-truth.json` and `html/KEY.html.gz`, as
/// `../shared/data/extraction-dev` is): each extractor's text of every page is scored the same
/// way (`ShingleScore`), Tidings' in-process and as one `tidings extract` process per page.
public struct ExtractionComparison: Sendable {
    let programs: ComparisonPrograms
    let runner: ProgramRunner
    /// The extraction set.
    let dataSet: URL
    /// Where the pages are unpacked and each extractor's texts are written.
    let work: URL
    let runs: Int
    let environment: [String: String]

    public init(
        programs: ComparisonPrograms, runner: ProgramRunner, dataSet: URL, work: URL, runs: Int,
        environment: [String: String]
    ) {
        self.programs = programs
        self.runner = runner
        self.dataSet = dataSet
        self.work = work
        self.runs = max(1, runs)
        self.environment = environment
    }

    /// The Python extractors, by the name `python_extraction_bench.py` knows them.
    static let peers = ["trafilatura", "readability", "resiliparse"]

    /// One extractor's figures: its label, its score, and the CPU seconds of each pass over every page.
    struct Measured {
        var label: String
        var score: ShingleScore.Total
        var seconds: [Double]
    }

    public func run(log: (String) -> Void) throws(ComparisonError) -> (
        rows: [ComparisonRow], verified: [String]
    ) {
        let pagesFolder = work.appendingPathComponent("pages")
        _ = try runner.runChecked(
            programs.python, [script, "--prepare", dataSet.path, pagesFolder.path], environment: environment,
            timeoutSeconds: 300, measuringMemory: false)
        let pages = try ExtractionPages(
            folder: pagesFolder, truth: dataSet.appendingPathComponent("ground-truth.json"))
        let megabytes = Double(pages.bytes) / 1e6
        log(
            "extraction: \(pages.pages.count) pages (\(String(format: "%.1f", megabytes)) MB), \(runs) runs each"
        )
        var peers: [String: Measured] = [:]
        for peer in Self.peers {
            log("extraction: \(peer), in-process")
            peers[peer] = try measurePeer(peer, pages: pages, folder: pagesFolder)
        }
        log("extraction: tidings, in-process")
        let (inProcess, texts) = measureInProcess(pages)
        log("extraction: tidings extract, a process per page")
        let processes = try measureProcesses(pages, expected: texts)
        return rows(pages: pages, peers: peers, inProcess: inProcess, processes: processes)
    }

    private var script: String { programs.scripts.appendingPathComponent("python_extraction_bench.py").path }

    private func measurePeer(_ peer: String, pages: ExtractionPages, folder: URL) throws(ComparisonError)
        -> Measured
    {
        let output = work.appendingPathComponent("texts-\(peer)")
        let run = try runner.runChecked(
            programs.python, [script, folder.path, output.path, "--extractor", peer, "--runs", "\(runs)"],
            environment: environment, timeoutSeconds: 3600, measuringMemory: false)
        struct Report: Decodable {
            var extractor: String
            var version: String
            var python: String
            var seconds: [Double]
        }
        guard let report = try? JSONDecoder().decode(Report.self, from: Data(run.output.utf8)) else {
            throw .unreadableOutput(
                command: "\(script) --extractor \(peer)", output: run.output + run.errorOutput)
        }
        let scores = pages.pages.map { page in
            let text =
                (try? String(contentsOf: output.appendingPathComponent("\(page.key).txt"), encoding: .utf8))
                ?? ""
            return ShingleScore.page(extracted: text, truth: page.truth)
        }
        let name = peer == "readability" ? "readability-lxml" : peer
        return Measured(
            label: "\(name) \(report.version) (Python \(report.python))", score: ShingleScore.total(scores),
            seconds: report.seconds)
    }

    /// Tidings' extractor in this process: an untimed pass that keeps the texts, then `runs`
    /// timed passes; CPU time, as the Python extractors are timed.
    private func measureInProcess(_ pages: ExtractionPages) -> (Measured, [String: String]) {
        let extractor = ArticleExtractor(parser: MyHTMLTreeParser(limits: HTMLTreeLimits(maxBytes: 1 << 30)))
        var texts: [String: String] = [:]
        for page in pages.pages {
            texts[page.key] = (try? extractor.extract(page.bytes, url: page.url))?.text ?? ""
        }
        var seconds: [Double] = []
        for _ in 0..<runs {
            let started = Self.cpuSeconds()
            for page in pages.pages { _ = try? extractor.extract(page.bytes, url: page.url) }
            seconds.append(Self.cpuSeconds() - started)
        }
        let scores = pages.pages.map { ShingleScore.page(extracted: texts[$0.key] ?? "", truth: $0.truth) }
        return (
            Measured(label: "tidings (in-process)", score: ShingleScore.total(scores), seconds: seconds),
            texts
        )
    }

    /// `tidings extract FILE --url URL --json` once per page, `runs` times over the set: the wall
    /// time of each pass, and each page's peak memory over `tidings --version`'s. Nil when this
    /// `tidings` has no `extract` command. Each page's text must be the in-process one.
    private func measureProcesses(_ pages: ExtractionPages, expected: [String: String])
        throws(ComparisonError)
        -> ProcessFigures?
    {
        let startup =
            try (0..<3).map { _ throws(ComparisonError) in
                try runner.runChecked(
                    programs.tidings, ["--version"], environment: environment, timeoutSeconds: 30
                )
                .peakResidentBytes
            }.min() ?? 0
        var passes: [Double] = []
        var worstRatio = 0.0
        var worstPage = ""
        for pass in 0..<runs {
            var total = 0.0
            for page in pages.pages {
                let arguments = ["extract", page.file.path, "--url", page.url.absoluteString, "--json"]
                let run = try runner.run(
                    programs.tidings, arguments, environment: environment, timeoutSeconds: 60,
                    measuringMemory: true)
                if run.status == 64 && pass == 0 && page.key == pages.pages.first?.key { return nil }
                total += run.wallSeconds
                if pass == 0 {
                    try check(run, page: page, expected: expected[page.key] ?? "")
                    let ratio =
                        Double(max(0, run.peakResidentBytes - startup)) / Double(max(1, page.bytes.count))
                    if ratio > worstRatio { (worstRatio, worstPage) = (ratio, page.key) }
                }
            }
            passes.append(total)
        }
        return ProcessFigures(
            passes: passes, worstMemoryRatio: worstRatio, worstPage: worstPage, startup: startup)
    }

    /// A process's answer: its `text` must be the in-process extractor's, or it must have found
    /// no article (status 65) where the in-process extractor found none.
    private func check(_ run: ProgramRun, page: ExtractionPages.Page, expected: String)
        throws(ComparisonError)
    {
        if run.status == 65 && expected.isEmpty { return }
        struct Answer: Decodable { var text: String }
        guard run.status == 0,
            let answer = try? JSONDecoder().decode(Answer.self, from: Data(run.output.utf8))
        else {
            throw .programFailed(
                command: "tidings extract \(page.file.path)", status: run.status, output: run.errorOutput)
        }
        guard answer.text == expected else {
            throw .verificationFailed(
                "tidings extract gave another text for \(page.key) than the extractor in-process")
        }
    }

    struct ProcessFigures {
        var passes: [Double]
        var worstMemoryRatio: Double
        var worstPage: String
        var startup: Int
    }

    private func rows(
        pages: ExtractionPages, peers: [String: Measured], inProcess: Measured, processes: ProcessFigures?
    ) -> (rows: [ComparisonRow], verified: [String]) {
        let set = "\(pages.pages.count) pages"
        var rows: [ComparisonRow] = []
        let ranked = peers.values.sorted { $0.score.f1 > $1.score.f1 }
        func f1Row(_ reference: Measured, target: Double?) -> ComparisonRow {
            ComparisonRow(
                group: "extraction", name: "F1, \(set)", unit: "F1", direction: .higherIsBetter,
                tidings: inProcess.score.f1, tidingsRuns: [inProcess.score.f1], reference: reference.label,
                referenceValue: reference.score.f1, referenceRuns: [reference.score.f1], target: target,
                note: String(
                    format: "precision %.3f, recall %.3f (%@: %.3f, %.3f)", inProcess.score.precision,
                    inProcess.score.recall, reference.label, reference.score.precision, reference.score.recall
                ))
        }
        if let best = ranked.first { rows.append(f1Row(best, target: 1)) }
        rows += ranked.dropFirst().map { f1Row($0, target: nil) }
        rows.append(
            ComparisonRow(
                group: "extraction", name: "F1, \(set)", unit: "F1", direction: .higherIsBetter,
                tidings: inProcess.score.f1, tidingsRuns: [inProcess.score.f1], reference: "the target F1",
                referenceValue: 0.96, referenceRuns: [0.96], target: 1))
        let milliseconds = { (seconds: [Double]) in seconds.map { $0 * 1000 } }
        if let resiliparse = peers["resiliparse"] {
            rows.append(
                ComparisonRow(
                    group: "extraction", name: "in-process, \(set)", unit: "ms", direction: .lowerIsBetter,
                    tidings: median(milliseconds(inProcess.seconds)),
                    tidingsRuns: milliseconds(inProcess.seconds),
                    reference: resiliparse.label, referenceValue: median(milliseconds(resiliparse.seconds)),
                    referenceRuns: milliseconds(resiliparse.seconds), target: 1,
                    note: "CPU time of every page, parsing included, median of \(runs) passes"))
        }
        var verified = [
            "extraction: every extractor's text scored by the same scorer (4-word shingles, the set's README)"
        ]
        guard let processes else {
            verified.append(
                "extraction: the tidings measured has no extract command, so its per-process rows were not run"
            )
            return (rows, verified)
        }
        if let trafilatura = peers["trafilatura"] {
            rows.append(
                ComparisonRow(
                    group: "extraction", name: "a process per page, \(set)", unit: "ms",
                    direction: .lowerIsBetter,
                    tidings: median(milliseconds(processes.passes)),
                    tidingsRuns: milliseconds(processes.passes),
                    reference: "\(trafilatura.label) in-process",
                    referenceValue: median(milliseconds(trafilatura.seconds)),
                    referenceRuns: milliseconds(trafilatura.seconds), target: 3,
                    note:
                        "tidings extract FILE --url URL --json, wall time of every page; trafilatura's CPU time"
                ))
        }
        rows.append(
            ComparisonRow(
                group: "memory", name: "one extraction, worst of \(set)", unit: "×",
                direction: .lowerIsBetter,
                tidings: processes.worstMemoryRatio, tidingsRuns: [processes.worstMemoryRatio],
                reference: "4× the page's size", referenceValue: 4, referenceRuns: [4], target: 1,
                note:
                    "peak RSS over tidings --version's (\(processes.startup / 1024) KiB), in units of the page's size; "
                    + "worst page \(processes.worstPage)"))
        verified.append(
            "extraction: each page's `tidings extract --json` text equals the in-process extractor's")
        return (rows, verified)
    }

    private static func cpuSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

/// The unpacked pages of an extraction set: `pages.tsv` (key, URL) and `KEY.html` in a folder,
/// each with its true body from `ground-truth.json`.
struct ExtractionPages {
    struct Page {
        var key: String
        var url: URL
        var file: URL
        var bytes: Data
        var truth: String
    }

    var pages: [Page]
    var bytes: Int { pages.reduce(0) { $0 + $1.bytes.count } }

    init(folder: URL, truth: URL) throws(ComparisonError) {
        let listing: String
        let bodies: [String: [String: String]]
        do {
            listing = try String(contentsOf: folder.appendingPathComponent("pages.tsv"), encoding: .utf8)
            let object = try JSONSerialization.jsonObject(with: Data(contentsOf: truth))
            bodies = (object as? [String: [String: String]]) ?? [:]
        } catch {
            throw .fileError(path: folder.path, reason: "\(error)")
        }
        var pages: [Page] = []
        for line in listing.split(separator: "\n") {
            let fields = line.split(separator: "\t", maxSplits: 1).map(String.init)
            guard fields.count == 2, let url = URL(string: fields[1]) else { continue }
            let file = folder.appendingPathComponent("\(fields[0]).html")
            guard let bytes = try? Data(contentsOf: file) else {
                throw .fileError(path: file.path, reason: "the page was not unpacked")
            }
            pages.append(
                Page(
                    key: fields[0], url: url, file: file, bytes: bytes,
                    truth: bodies[fields[0]]?["articleBody"] ?? ""))
        }
        guard !pages.isEmpty else {
            throw .verificationFailed("the extraction set at \(truth.path) has no pages")
        }
        self.pages = pages
    }
}
