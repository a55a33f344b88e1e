import ArticleLogic
import FeedParserService
public import Foundation
import HTTPService

/// The measuring side of the benchmark: runs in a fresh child process, loads the files, parses
/// them with one parser (repeatedly, until `minimumSeconds` have passed) and reports speed and
/// peak memory. A fresh process per measurement keeps one run's memory out of the next one's peak.
///
/// `tidings` streams each file's items to a consumer that counts them; `tidings-whole` builds the
/// whole feed; `tidings-refresh-path` fetches each file through HTTPService first (the loaded
/// documents are then not held), hashes the body and streams it. The last result of each file is kept until the clock has stopped: the large file's feed is
/// released after the measurement (its teardown is not parsing), while in the fixture loop each
/// result is released when the next parse of the same file replaces it, as in a reader that keeps
/// refreshing.
public enum BenchmarkChild {
    public static func measure(parser: ParserUnderTest, files: [URL], minimumSeconds: Double) async throws
        -> BenchmarkMeasurement
    {
        if parser == .tidingsRefreshPath {
            return try await RefreshPathChild.measure(files: files, minimumSeconds: minimumSeconds)
        }
        let startResident = ProcessMemory.currentResidentBytes()
        let documents = try files.map { try Data(contentsOf: $0) }
        let feedParser = FeedParser(maxDocumentBytes: Int.max)
        var itemsSeen = 0
        var kept = [ParsedFeed?](repeating: nil, count: documents.count)
        func parseAll() -> Int {
            var bytes = 0
            for (index, document) in documents.enumerated() {
                switch parser {
                case .tidings:
                    kept[index] = try? feedParser.parse(document, url: nil, charset: nil) { _ in
                        itemsSeen += 1
                    }
                case .tidingsWhole:
                    kept[index] = try? feedParser.parse(document, url: nil, charset: nil)
                    itemsSeen += kept[index]?.items.count ?? 0
                case .libxml2NoOp:
                    itemsSeen += NoOpSAXPass.run(document) ? 1 : 0
                case .libxml2MemoryNoOp:
                    itemsSeen += NoOpSAXPass.runFromMemory(document) ? 1 : 0
                case .xmlServiceNoOp:
                    itemsSeen += EmptyEventHandler.run(document)
                case .tidingsRefreshPath:
                    break
                }
                bytes += document.count
            }
            return bytes
        }
        if minimumSeconds > 0 { _ = parseAll() }
        let clock = ContinuousClock()
        let start = clock.now
        let cpuStart = ProcessMemory.processCPUSeconds()
        var bytesParsed = 0
        var elapsed = Duration.zero
        repeat {
            bytesParsed += parseAll()
            elapsed = clock.now - start
        } while elapsed < .milliseconds(Int(minimumSeconds * 1000))
        let cpuSeconds = ProcessMemory.processCPUSeconds() - cpuStart
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let peak = ProcessMemory.peakResidentBytes()
        kept.removeAll()
        guard itemsSeen > 0 else { throw BenchmarkFailure("the \(parser.rawValue) parser read nothing") }
        return BenchmarkMeasurement(
            bytesParsed: bytesParsed, seconds: seconds, cpuSeconds: cpuSeconds,
            startResidentBytes: startResident,
            peakResidentBytes: peak)
    }
}

/// A benchmark that could not run, with the reason.
public struct BenchmarkFailure: Error, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
