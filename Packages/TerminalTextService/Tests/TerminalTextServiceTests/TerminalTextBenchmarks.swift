import Foundation
import TerminalTextService
import Testing

/// Speed figures, printed rather than asserted; run with
/// `TIDINGS_BENCHMARKS=1 swift test -c release --filter TerminalTextBenchmarks`.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["TIDINGS_BENCHMARKS"] == "1"))
struct TerminalTextBenchmarks {
    static let paragraph =
        "Tidings reads feeds in the terminal. 日本語のテキストも読めます。Emoji 👨‍👩‍👧‍👦 🇯🇵 👍🏽 and café, naïve. "

    static func measure(_ label: String, bytes: Int, repeats: Int = 5, _ body: () -> Int) {
        var best = Duration.seconds(3600)
        var check = 0
        for _ in 0..<repeats {
            let start = ContinuousClock.now
            check &+= body()
            best = min(best, ContinuousClock.now - start)
        }
        let seconds = Double(best.components.seconds) + Double(best.components.attoseconds) / 1e18
        let megabytes = Double(bytes) / 1_048_576
        print(
            "benchmark \(label): \(String(format: "%.2f", seconds * 1000)) ms for \(String(format: "%.2f", megabytes)) MB,"
                + " \(String(format: "%.1f", megabytes / seconds)) MB/s (check \(check))")
    }

    @Test func widthOfMixedText() {
        let text = String(repeating: Self.paragraph, count: 10_000)
        Self.measure("width of mixed text", bytes: text.utf8.count) { TerminalText.width(of: text) }
        let ascii = String(repeating: "plain ASCII text for the fast path. ", count: 30_000)
        Self.measure("width of ASCII text", bytes: ascii.utf8.count) { TerminalText.width(of: ascii) }
    }

    @Test func wrapAnArticle() {
        let text = String(repeating: Self.paragraph, count: 1_000)
        Self.measure("wrap at 80 cells", bytes: text.utf8.count) {
            TerminalText.wrap(text, toWidth: 80).count
        }
    }

    @Test func truncateTitles() {
        let titles = (0..<10_000).map { "\($0) " + Self.paragraph }
        Self.measure("truncate 10,000 titles to 40 cells", bytes: titles.reduce(0) { $0 + $1.utf8.count }) {
            titles.reduce(0) { $0 + TerminalText.truncate($1, toWidth: 40).utf8.count }
        }
    }

    @Test func sanitize() {
        let clean = String(repeating: Self.paragraph, count: 10_000)
        Self.measure("sanitize clean text", bytes: clean.utf8.count) {
            TerminalText.sanitize(clean).utf8.count
        }
        let dirty = String(
            repeating: Self.paragraph + "\u{1B}[31mred\u{1B}[0m\u{1B}]0;t\u{7}\r\n", count: 10_000)
        Self.measure("sanitize text with escapes", bytes: dirty.utf8.count) {
            TerminalText.sanitize(dirty).utf8.count
        }
    }
}
