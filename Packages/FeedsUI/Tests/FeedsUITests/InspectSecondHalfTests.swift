import FeedParserService
import FoundationEssentials
import Testing

@testable import FeedsUI

/// `inspect --tsv`'s second half past what it holds in memory: the lines go on into a temporary
/// file and come back in order, and without a temporary file they are held rather than lost.
@Suite struct InspectSecondHalfTests {
    /// 3,000 items, about 450 KiB of lines.
    private static let items = (0..<3_000).map { number in
        ParsedItem(
            id: "item-\(number)", title: "Item \(number) of a long feed",
            link: URL(string: "https://example.org/\(number)"),
            summary: ParsedContent(text: String(repeating: "text \(number) ", count: 12), isHTML: false))
    }

    /// The lines of every item, written as the first half writes them.
    private static func direct() -> [UInt8] {
        var out: [UInt8] = []
        let lines = InspectTSVLines { out += $0 }
        for item in items { lines.add(item) }
        lines.flush()
        return out
    }

    private static func throughSecondHalf(_ half: InspectSecondHalf) -> (bytes: [UInt8], read: Bool) {
        for item in items { half.add(item) }
        var out: [UInt8] = []
        let read = half.writeLines { out += $0 }
        return (out, read)
    }

    @Test func linesPastTheHeldBytesGoThroughATemporaryFileInOrder() {
        let half = InspectSecondHalf.lines(heldAtMostBytes: 100 << 10)
        let written = Self.throughSecondHalf(half)
        #expect(written.read)
        #expect(half.spooled)
        let direct = Self.direct()
        let same = written.bytes == direct
        #expect(same, "\(written.bytes.count) bytes against \(direct.count)")
    }

    @Test func linesWithinTheHeldBytesStayInMemory() {
        let half = InspectSecondHalf.lines()
        let written = Self.throughSecondHalf(half)
        #expect(!half.spooled)
        let direct = Self.direct()
        let same = written.bytes == direct
        #expect(same, "\(written.bytes.count) bytes against \(direct.count)")
    }

    @Test func withoutATemporaryFileTheLinesAreHeldNotLost() {
        let half = InspectSecondHalf.lines(
            spoolDirectory: "/nonexistent-folder-of-tidings", heldAtMostBytes: 100 << 10)
        let written = Self.throughSecondHalf(half)
        #expect(written.read)
        #expect(!half.spooled)
        let direct = Self.direct()
        let same = written.bytes == direct
        #expect(same, "\(written.bytes.count) bytes against \(direct.count)")
    }
}
