import Foundation
import TerminalUI

/// An in-memory terminal that plays a script of input and shows what is written on a
/// `TerminalEmulator`, recording each mode change.
///
/// A `waitForScreen` step holds input back until the emulated screen shows a text, so a test
/// can type the next key only once the screen reacted, with no timing; a wait that is not met
/// within `waitLimit` is recorded in `missedWaits` and skipped, so every test ends. After the
/// last step, input ends.
///
/// `@unchecked Sendable`: every stored property is read and written under `condition`.
final class ScriptedTerminal: TerminalDevice, @unchecked Sendable {
    enum Step {
        /// Bytes typed, as one read.
        case bytes([UInt8])
        /// The UTF-8 of a text, as one read.
        case keys(String)
        /// The window takes a new size.
        case resize(Size)
        /// Input waits until the screen shows the text.
        case waitForScreen(String)
        /// From now on every write fails.
        case failWrites
    }

    private let condition = NSCondition()
    private let waitLimit: Duration
    private let failsToEnterAlternateScreen: Bool
    private var steps: [Step]
    private var emulator: TerminalEmulator
    private var waitDeadline: ContinuousClock.Instant?
    private var failsWrites = false
    private var recordedCalls: [String] = []
    private var recordedMissedWaits: [String] = []
    private var recordedOutput = ""

    init(
        size: Size, steps: [Step], waitLimit: Duration = .seconds(5),
        failsToEnterAlternateScreen: Bool = false
    ) {
        emulator = TerminalEmulator(size: size)
        self.steps = steps
        self.waitLimit = waitLimit
        self.failsToEnterAlternateScreen = failsToEnterAlternateScreen
    }

    /// The mode changes, in order: `enterRawMode`, `enterAlternateScreen`, and their `leave…`.
    var calls: [String] { locked { recordedCalls } }
    /// The texts of `waitForScreen` steps that were not met in time.
    var missedWaits: [String] { locked { recordedMissedWaits } }
    /// Everything written.
    var output: String { locked { recordedOutput } }
    /// How many frames were written (each opens a synchronized update).
    var frameCount: Int { occurrences(of: "\u{1B}[?2026h") }
    /// The alternate screen's rows now, or as it was last shown once left.
    var screen: [String] {
        locked { emulator.isAlternateScreen ? emulator.lines : emulator.lastAlternateLines }
    }
    /// Whether the terminal was last asked for mouse reports in SGR form (modes 1000 and 1006).
    var reportsMouse: Bool { locked { emulator.reportsMouseButtons && emulator.reportsMouseInSGR } }
    /// Output the emulator did not understand.
    var problems: [String] { locked { emulator.problems } }
    var isCursorVisible: Bool { locked { emulator.isCursorVisible } }

    /// How many times `piece` was written.
    func occurrences(of piece: String) -> Int {
        locked { recordedOutput.components(separatedBy: piece).count - 1 }
    }

    /// Whether the screen shows `text` now.
    func shows(_ text: String) -> Bool { locked { showsUnlocked(text) } }

    var size: Size { locked { emulator.size } }

    func enterRawMode() throws(TerminalError) {
        locked { recordedCalls.append("enterRawMode") }
    }

    func leaveRawMode() {
        locked { recordedCalls.append("leaveRawMode") }
    }

    func enterAlternateScreen() throws(TerminalError) {
        let fails = locked {
            recordedCalls.append("enterAlternateScreen")
            if !failsToEnterAlternateScreen { emulator.feed("\u{1B}[?1049h\u{1B}[?25l") }
            return failsToEnterAlternateScreen
        }
        if fails { throw .writeFailed("scripted failure") }
    }

    func leaveAlternateScreen() {
        locked {
            recordedCalls.append("leaveAlternateScreen")
            emulator.feed("\u{1B}[?1006l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
        }
    }

    func write(_ text: String) throws(TerminalError) {
        let fails = locked {
            if failsWrites { return true }
            recordedOutput += text
            emulator.feed(text)
            condition.broadcast()
            return false
        }
        if fails { throw .writeFailed("scripted failure") }
    }

    func waitForInput(timeout: Duration) throws(TerminalError) -> TerminalInput {
        locked {
            while let step = steps.first {
                switch step {
                case .bytes(let bytes):
                    steps.removeFirst()
                    return .bytes(bytes)
                case .keys(let text):
                    steps.removeFirst()
                    return .bytes(Array(text.utf8))
                case .resize(let size):
                    steps.removeFirst()
                    emulator.resize(to: size)
                    return .resized
                case .failWrites:
                    steps.removeFirst()
                    failsWrites = true
                case .waitForScreen(let text):
                    if showsUnlocked(text) {
                        steps.removeFirst()
                        waitDeadline = nil
                        continue
                    }
                    let now = ContinuousClock.now
                    let deadline = waitDeadline ?? now.advanced(by: waitLimit)
                    waitDeadline = deadline
                    if now >= deadline {
                        recordedMissedWaits.append(text)
                        steps.removeFirst()
                        waitDeadline = nil
                        continue
                    }
                    let wait = min(timeout, now.duration(to: deadline))
                    _ = condition.wait(until: Date(timeIntervalSinceNow: Self.seconds(wait)))
                    if !showsUnlocked(text) { return .timedOut }
                }
            }
            return .endOfInput
        }
    }

    private func showsUnlocked(_ text: String) -> Bool {
        emulator.isAlternateScreen && emulator.lines.joined(separator: "\n").contains(text)
    }

    private func locked<Result>(_ body: () -> Result) -> Result {
        condition.lock()
        defer { condition.unlock() }
        return body()
    }

    private static func seconds(_ duration: Duration) -> TimeInterval {
        let (seconds, attoseconds) = duration.components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }
}
