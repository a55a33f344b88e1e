import ComparisonBenchmarking
import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The table, the JSON and the SVG chart written from a fixed set of rows.
@Suite struct ComparisonOutputTests {
    static let rows = [
        ComparisonRow(
            group: "parse", name: "large RSS (64 MiB)", unit: "MB/s", direction: .higherIsBetter,
            tidings: 160.25,
            tidingsRuns: [158, 160.25, 161], reference: "feedparser 6.0.14 (Python 3.11.7)",
            referenceValue: 2.5,
            referenceRuns: [2.5, 2.4, 2.6], target: 100, note: "CPU time"),
        ComparisonRow(
            group: "cold refresh", name: "300 feeds of ~40 KB", unit: "ms", direction: .lowerIsBetter,
            tidings: 2000, tidingsRuns: [2000], reference: "newsboat 2.21.0, reload-threads 8",
            referenceValue: 4000.123456, referenceRuns: [4000.123456], target: 5),
        ComparisonRow(
            group: "memory", name: "parse, R&D <feeds>", unit: "MiB", direction: .lowerIsBetter, tidings: 40,
            tidingsRuns: [], reference: "feedparser 6.0.14", referenceValue: 400, referenceRuns: [400],
            target: nil),
    ]

    @Test func theTableHasAlignedColumnsAndAVerdictPerRow() {
        let lines = ComparisonTable.render(Self.rows).split(separator: "\n")
        #expect(lines.count == 5)
        #expect(Set(lines.map(\.count)).count == 1)
        #expect(lines[0].hasPrefix("| row          | measured on         | Tidings"))
        let cells = lines[2].split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(
            cells == [
                "parse", "large RSS (64 MiB)", "160.3 MB/s", "feedparser 6.0.14 (Python 3.11.7): 2.5 MB/s",
                "64.1×",
                "≥ 100×", "MISSED",
            ])
        #expect(lines[3].contains("| 2.00×"))
        #expect(lines[3].contains("| ≥ 5×"))
        #expect(lines[4].hasSuffix("| -      |"))
    }

    @Test func theFootnotesNameEveryMissedTarget() {
        let text = ComparisonTable.footnotes(Self.rows)
        #expect(text.contains("parse, large RSS (64 MiB): CPU time"))
        let doubled = ComparisonTable.footnotes(Self.rows + Self.rows)
        #expect(doubled.components(separatedBy: "parse, large RSS (64 MiB): CPU time").count == 2)
        #expect(
            text.hasSuffix(
                "2 of 2 targets MISSED: parse, large RSS (64 MiB) vs feedparser; cold refresh, 300 feeds of ~40 KB vs newsboat"
            ))
    }

    @Test func numbersAreFormattedForReading() {
        #expect(ComparisonTable.value(1834.4, unit: "ms") == "1834 ms")
        #expect(ComparisonTable.value(42.25, unit: "ms") == "42.3 ms")
        #expect(ComparisonTable.value(42, unit: "MiB") == "42.0 MiB")
        #expect(ComparisonTable.value(9999, unit: "ms") == "9999 ms")
        #expect(ComparisonTable.value(719_084.3, unit: "ms") == "719.1 s")
        #expect(ComparisonTable.times(0.534) == "0.53×")
        #expect(ComparisonTable.times(18.63) == "18.6×")
        #expect(ComparisonTable.times(30512.4) == "30512×")
        #expect(ComparisonTable.targetText(0.5) == "≥ 0.5×")
        #expect(ComparisonTable.targetText(40) == "≥ 40×")
    }

    @Test func theJSONCarriesEveryRowWithItsAdvantageAndVerdict() throws {
        let report = ComparisonReport(
            generated: "2026-11-29T12:00:00Z", machine: "2 cores", command: "compare-bench", rows: Self.rows,
            newsboatThreadTrials: [
                ThreadTrial(threads: 8, coldMilliseconds: [3, 1, 2], warmMilliseconds: [5])
            ],
            verified: ["both read 10755 items"])
        let object = try #require(try JSONSerialization.jsonObject(with: report.json()) as? [String: Any])
        #expect(object["machine"] as? String == "2 cores")
        #expect(object["verified"] as? [String] == ["both read 10755 items"])
        let rows = try #require(object["rows"] as? [[String: Any]])
        #expect(rows.count == 3)
        #expect(rows[0]["verdict"] as? String == "MISSED")
        #expect(rows[0]["met"] as? Bool == false)
        #expect(rows[0]["advantage"] as? Double == 64.1)
        #expect(rows[1]["referenceValue"] as? Double == 4000.123)
        #expect(rows[1]["direction"] as? String == "lowerIsBetter")
        #expect(rows[2]["met"] == nil)
        #expect(rows[2]["target"] == nil)
        let trials = try #require(object["newsboatThreadTrials"] as? [[String: Any]])
        #expect(trials.first?["coldMedian"] as? Double == 2)
        #expect(trials.first?["threads"] as? Int == 8)
    }

    @Test func theChartIsWellFormedSVGWithABarAndALabelPerRow() throws {
        let svg = ComparisonChart.svg(Self.rows, subtitle: "2026-11-29 · 2 cores")
        let parser = XMLParser(data: Data(svg.utf8))
        let collector = ElementCollector()
        parser.delegate = collector
        #expect(parser.parse())
        #expect(collector.elements.first == "svg")
        // The background, then one bar per row.
        #expect(collector.elements.filter { $0 == "rect" }.count == 1 + Self.rows.count)
        #expect(svg.contains("fill=\"#c62828\""))
        #expect(svg.contains("fill=\"#9e9e9e\""))
        #expect(svg.contains("64.1× (target ≥ 100×: MISSED)"))
        #expect(svg.contains("R&amp;D &lt;feeds&gt;"))
        #expect(svg.contains("Tidings 2000 ms · newsboat 4000 ms"))
        for label in ["0.1×", "1×", "10×", "100×", "1000×"] { #expect(svg.contains(">\(label)</text>")) }
    }
}

/// What `--redraw` reads back, and a chart whose axis reaches far.
@Suite struct SavedReportTests {
    @Test func aSavedReportReadsBackAsTheSameRows() throws {
        let report = ComparisonReport(
            generated: "2026-11-29T12:00:00Z", machine: "2 cores", command: "compare-bench",
            rows: ComparisonOutputTests.rows,
            newsboatThreadTrials: [ThreadTrial(threads: 8, coldMilliseconds: [3, 1], warmMilliseconds: [5])],
            verified: ["checked"])
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "results-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try report.json().write(to: file)
        let read = try ComparisonReport.read(from: file)
        #expect(read.rows[0] == report.rows[0])
        #expect(read.rows[1].referenceValue == 4000.123)
        #expect(read.rows[2].target == nil)
        #expect(read.newsboatThreadTrials == report.newsboatThreadTrials)
        #expect(read.generated == report.generated)
        #expect(read.text == report.text)
        #expect(read.text.hasPrefix(ComparisonTable.render(report.rows) + "\n\n"))
        #expect(read.text.hasSuffix("\nverified: checked"))
        try Data("{}".utf8).write(to: file)
        #expect(throws: ComparisonError.self) { try ComparisonReport.read(from: file) }
    }

    @Test func aLongAxisIsLabelledShortAndTheBarsStartRightOfTheLongestLabel() throws {
        let row = ComparisonRow(
            group: "unread count", name: "1,000,000 articles, 2,000 feeds", unit: "ms",
            direction: .lowerIsBetter, tidings: 69.8, tidingsRuns: [69.8],
            reference: "newsboat 2.21.0 -x print-unread", referenceValue: 719_084.3,
            referenceRuns: [719_084.3],
            target: 40)
        let svg = ComparisonChart.svg([row], subtitle: "")
        for label in ["1000×", "10k×", "100k×"] { #expect(svg.contains(">\(label)</text>")) }
        #expect(svg.contains("Tidings 69.8 ms · newsboat 719.1 s"))
        #expect(svg.contains("10302× (target ≥ 40×: met)"))
        let label = "1,000,000 articles, 2,000 feeds · vs newsboat 2.21.0 -x print-unread"
        let bar = try #require(svg.split(separator: "\n").first { $0.hasPrefix("<rect x=") })
        let barStart = try #require(Double(bar.split(separator: "\"")[1]))
        #expect(barStart > 16 + Double(label.count) * 6)
    }
}

/// Records the names of the elements an XML parser meets.
final class ElementCollector: NSObject, XMLParserDelegate {
    var elements: [String] = []

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        elements.append(elementName)
    }
}
