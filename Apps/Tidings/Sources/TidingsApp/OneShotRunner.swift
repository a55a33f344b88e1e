import ExitCodeUI
import NavigationUI
import TerminalTextService
import TerminalUI

/// Runs a screen the way a one-shot command does: loads it (drawing its progress line on a
/// terminal's standard error meanwhile), then prints JSON, its document, or its view drawn once
/// at the console's width, or has it print its output as it loads (`StreamPresentable`); a
/// failure goes to standard error as one sentence.
@MainActor
struct OneShotRunner {
    let console: Console
    let json: Bool

    func run(_ controller: ViewController) async -> Int32 {
        let progress = ProgressLinePrinter(console: console)
        if !json, console.errorIsTerminal, let view = controller.progressView {
            progress.start(view)
        }
        if json { (controller as? any JSONPresentable)?.willPresentJSON() }
        let streaming = (controller as? any StreamPresentable).flatMap { $0.streamsOutput ? $0 : nil }
        if let streaming {
            guard !json else {
                console.writeError(
                    "tidings: --json and a streamed output (--tsv) are two outputs; choose one\n")
                return ExitCode.usage.rawValue
            }
            streaming.willStream { console.write(bytes: $0) }
        }
        await controller.load()
        progress.stop()
        // The process ends right after this command: its models are left for the exit to reclaim
        // rather than freed one by one (freeing a feed of 20,000 items was a twentieth of
        // `inspect --json`). The controller is retained for the process's life.
        _ = Unmanaged.passRetained(controller)
        if let failure = controller.failure {
            console.writeError("tidings: \(failure.message)\n")
            return failure.exitStatus
        }
        if let streaming {
            for note in streaming.streamNotes { console.writeError("tidings: \(note)\n") }
        } else if json {
            guard let presentable = controller as? any JSONPresentable else {
                console.writeError("tidings: this screen has no JSON output\n")
                return ExitCode.usage.rawValue
            }
            do {
                try presentable.writeJSON { console.write(bytes: $0) }
                console.write("\n")
            } catch {
                console.writeError("tidings: cannot encode the JSON output: \(error)\n")
                return ExitCode.ioError.rawValue
            }
        } else if let document = (controller as? any DocumentPresentable)?.documentOutput() {
            console.write(document.hasSuffix("\n") ? document : document + "\n")
        } else {
            let styled =
                OutputStyle.detect(environment: console.environment, isTerminal: console.outputIsTerminal)
                == .colored
            // A file or a pipe gets whole lines: nothing a log needs is cut at the width.
            let lines = TerminalText.$keepsWholeLines.withValue(!console.outputIsTerminal) {
                controller.view.render(width: console.width, styled: styled)
            }
            if !lines.isEmpty { console.write(lines.joined(separator: "\n") + "\n") }
        }
        return controller.exitStatus
    }
}

/// Draws a one-line view on standard error, again each time what it reads changes, until
/// stopped; the line is then cleared.
@MainActor
final class ProgressLinePrinter {
    private let console: Console
    private var view: (any View)?

    init(console: Console) {
        self.console = console
    }

    func start(_ view: any View) {
        self.view = view
        draw()
    }

    func stop() {
        guard view != nil else { return }
        view = nil
        console.writeError("\r\u{1B}[K")
    }

    private func draw() {
        guard let view else { return }
        let canvas = Canvas(size: Size(width: max(10, console.width - 1), height: 1))
        ObservedDrawing.draw(view, in: canvas) { [weak self] in
            Task { @MainActor in self?.draw() }
        }
        let styled = OutputStyle.detect(environment: console.environment, isTerminal: true) == .colored
        console.writeError("\r" + (styled ? canvas.styledLines : canvas.lines).joined() + "\u{1B}[K")
    }
}
