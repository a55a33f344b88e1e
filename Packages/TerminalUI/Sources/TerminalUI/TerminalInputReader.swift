import Dispatch
import FoundationEssentials
import Synchronization

/// Reads a terminal on a thread of its own, so waiting for keys never blocks the main actor.
///
/// The thread decodes bytes into keys and mouse events (`KeyDecoder`), turns a lone ESC into
/// the Escape key when nothing follows it within `escapeTimeout`, and hands input, resizes and
/// the end of input to closures. It checks for `stop()` at least every `idleTimeout`.
final class TerminalInputReader: Sendable {
    /// What the reader hands on.
    enum Event: Sendable {
        case input([InputEvent])
        case resized
        case ended
        case failed(TerminalError)
    }

    private struct State {
        var started = false
        var stopRequested = false
        var finished = false
        var finishWaiters: [CheckedContinuation<Void, Never>] = []
    }

    private let terminal: any TerminalDevice
    private let escapeTimeout: Duration
    private let idleTimeout: Duration
    private let deliver: @Sendable (Event) -> Void
    private let state = Mutex(State())

    init(
        terminal: any TerminalDevice, escapeTimeout: Duration, idleTimeout: Duration,
        deliver: @escaping @Sendable (Event) -> Void
    ) {
        self.terminal = terminal
        self.escapeTimeout = escapeTimeout
        self.idleTimeout = idleTimeout
        self.deliver = deliver
    }

    /// Starts the reading thread: a serial queue's, which Dispatch gives a thread of its own
    /// for as long as the block runs.
    func start() {
        state.withLock { $0.started = true }
        DispatchQueue(label: "TerminalUI input").async { [self] in
            run()
            let waiters = state.withLock { state in
                state.finished = true
                defer { state.finishWaiters.removeAll() }
                return state.finishWaiters
            }
            for waiter in waiters { waiter.resume() }
        }
    }

    /// Asks the thread to stop and waits until it has, so nothing reads the terminal after;
    /// returns at once when it never started.
    func stop() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let finished = state.withLock { state in
                state.stopRequested = true
                let finished = state.finished || !state.started
                if !finished { state.finishWaiters.append(continuation) }
                return finished
            }
            if finished { continuation.resume() }
        }
    }

    private var stopRequested: Bool {
        state.withLock { $0.stopRequested }
    }

    private func run() {
        var decoder = KeyDecoder()
        while !stopRequested {
            let input: TerminalInput
            do {
                input = try terminal.waitForInput(
                    timeout: decoder.hasPendingEscape ? escapeTimeout : idleTimeout)
            } catch {
                deliver(.failed(error))
                return
            }
            switch input {
            case .bytes(let bytes):
                let events = decoder.feed(bytes)
                if !events.isEmpty { deliver(.input(events)) }
            case .timedOut:
                guard decoder.hasPendingEscape else { continue }
                let events = decoder.flushPendingEscape()
                if !events.isEmpty { deliver(.input(events)) }
            case .resized:
                deliver(.resized)
            case .endOfInput:
                deliver(.ended)
                return
            }
        }
    }
}
