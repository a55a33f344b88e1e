import Foundation
import TerminalUI
import Testing

/// Frame costs, printed rather than asserted; run with
/// `TIDINGS_BENCHMARKS=1 swift test -c release --filter ScreenRendererBenchmarks`.
@MainActor @Suite(.enabled(if: ProcessInfo.processInfo.environment["TIDINGS_BENCHMARKS"] == "1"))
struct ScreenRendererBenchmarks {
    static let size = Size(width: 200, height: 60)
    static let row = "Tidings 12:04 日本語のニュース — Swift on Linux 👍🏽 café, naïve; feeds and articles. "

    /// A screen like a list: one line per row, starting at `offset`, the selected row reversed.
    static func listScreen(offset: Int) -> Canvas {
        let canvas = Canvas(size: size)
        for line in 0..<size.height {
            let text = "\(offset + line). " + row + row
            canvas.write(
                text, row: line, column: 0, style: line % 7 == 0 ? .bold : .plain, clip: canvas.bounds)
        }
        canvas.apply(.reverse, to: Rect(row: 5, column: 0, width: size.width, height: 1))
        return canvas
    }

    static func measure(_ label: String, repeats: Int = 20, _ body: () -> String) {
        var best = Duration.seconds(3600)
        var bytes = 0
        for _ in 0..<repeats {
            let start = ContinuousClock.now
            bytes = body().utf8.count
            best = min(best, ContinuousClock.now - start)
        }
        let milliseconds =
            (Double(best.components.seconds) + Double(best.components.attoseconds) / 1e18) * 1000
        print("benchmark \(label): \(String(format: "%.2f", milliseconds)) ms, \(bytes) bytes written")
    }

    @Test func framesOfAFullScreen() {
        let renderer = ScreenRenderer(style: .colored)
        let first = Self.listScreen(offset: 0)
        let scrolled = Self.listScreen(offset: 1)
        let same = Self.listScreen(offset: 0)
        let oneRowChanged = Self.listScreen(offset: 0)
        oneRowChanged.write("changed", row: 30, column: 0, clip: oneRowChanged.bounds)
        Self.measure("200x60 first frame") { renderer.render(from: nil, to: first) }
        Self.measure("200x60 one row changed") { renderer.render(from: first, to: oneRowChanged) }
        Self.measure("200x60 scrolled by a row (every row changed)") {
            renderer.render(from: first, to: scrolled)
        }
        Self.measure("200x60 nothing changed") { renderer.render(from: first, to: same) }
    }
}
