import Foundation
import OPMLService
import Testing

/// Speed figures, printed rather than asserted; run with
/// `TIDINGS_BENCHMARKS=1 swift test -c release --filter OPMLBenchmarks`.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["TIDINGS_BENCHMARKS"] == "1"))
struct OPMLBenchmarks {
    static func measure(_ label: String, bytes: Int, repeats: Int = 5, _ body: () throws -> Int) rethrows {
        var best = Duration.seconds(3600)
        var check = 0
        for _ in 0..<repeats {
            let start = ContinuousClock.now
            check &+= try body()
            best = min(best, ContinuousClock.now - start)
        }
        let seconds = Double(best.components.seconds) + Double(best.components.attoseconds) / 1e18
        print(
            "benchmark \(label): \(String(format: "%.2f", seconds * 1000)) ms for \(bytes) bytes (check \(check))"
        )
    }

    /// 10,000 feeds in 100 folders.
    static let document = OPMLDocument(
        head: OPMLHead(fields: [OPMLField(name: "title", value: "Benchmark")]),
        outlines: (0..<100).map { folder in
            OPMLOutline(
                text: "Folder \(folder)",
                children: (0..<100).map { feed in
                    OPMLOutline(
                        text: "Feed \(folder)-\(feed) & co", type: "rss",
                        xmlURL: URL(string: "https://feeds.example.test/\(folder)/\(feed).xml?a=1&b=2"),
                        htmlURL: URL(string: "https://site.example.test/\(folder)/\(feed)/"),
                        categories: ["/Bench/\(folder)"])
                })
        })

    @Test func writeAndRead10000Feeds() throws {
        let data = OPMLWriter.data(Self.document)
        Self.measure("write 10,000 feeds", bytes: data.count) { OPMLWriter.data(Self.document).count }
        let reader = OPMLReader(maxBytes: 1 << 26)
        try Self.measure("read 10,000 feeds", bytes: data.count) { try reader.read(data).outlines.count }
        try Self.measure("read 10,000 feeds leniently", bytes: data.count) {
            try reader.readLeniently(data).document.outlines.count
        }
    }
}
