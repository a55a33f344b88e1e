/// The full-screen run loop: it takes over a terminal, draws the screen, hands each key and
/// mouse event to the navigation, redraws when anything the screen shows changes, and gives the
/// terminal back.
///
/// With `reportsMouse`, it asks the terminal for mouse reports (xterm's modes 1000 and 1006:
/// presses, releases and the wheel, in SGR form) for as long as it has the screen; leaving the
/// screen, on any way out, turns them off again (`ControlSequence.leaveInteractiveScreen`).
///
/// `run()` enters raw mode and the alternate screen, draws the root view under observation
/// (`ObservedDrawing`), and from then on redraws after each batch of keys read together, after
/// any observable value the last frame read changes (many changes before the next frame make one
/// frame) and after each resize. Only changed cells are written (`ScreenRenderer`). Keys are read
/// on a background thread and handled one at a time on the main actor; while a key is being
/// handled, or while the session waits for the next one, background work (a refresh in a `Task`)
/// may change view models and the screen follows. The session ends when the navigation is
/// finished, when input ends, when its task is cancelled (`CancellationError`) or with the error
/// of a key handler or of the terminal; the terminal is restored first in every case.
@MainActor
public final class InteractiveSession {
    /// How long a lone ESC waits for the rest of an escape sequence before it counts as the
    /// Escape key (vim's `ttimeoutlen` and neovim use 50 ms too).
    public static let defaultEscapeTimeout = Duration.milliseconds(50)
    /// How often the input thread looks up from waiting, to notice the session has ended.
    static let idleTimeout = Duration.milliseconds(100)

    /// What asks for a frame besides a key.
    private enum RedrawRequest: Sendable {
        /// A value that frame number `frame` read has changed.
        case changed(frame: Int)
        case resized
    }

    private let view: any View
    private let terminal: any TerminalDevice
    private let renderer: ScreenRenderer
    private let escapeTimeout: Duration
    private let isFinished: @MainActor () -> Bool
    private let handleKey: @MainActor (Key) async throws -> Void
    private let handleMouse: @MainActor (MouseEvent) async throws -> Void
    private let reportsMouse: Bool
    /// Given the terminal's answers; when set, the session asks the terminal what it is as it
    /// takes the screen.
    private let handleReport: (@MainActor (TerminalReport) -> Void)?
    private var previousFrame: Canvas?
    private var frameNumber = 0
    private var redrawRequests: AsyncStream<RedrawRequest>.Continuation?
    private var inputEvents: AsyncStream<TerminalInputReader.Event>.Continuation?
    private var reader: TerminalInputReader?
    private var isRunning = false
    /// Set while another program has the terminal (`lendTerminal(during:)`): nothing is drawn.
    private var isLent = false

    /// A session showing `navigation`'s screens, which ends when the navigation is finished;
    /// with `reportsMouse`, the mouse works on them too.
    public convenience init(
        navigation: NavigationController, terminal: some TerminalDevice, style: OutputStyle,
        escapeTimeout: Duration = defaultEscapeTimeout, reportsMouse: Bool = false,
        handleReport: (@MainActor (TerminalReport) -> Void)? = nil
    ) {
        self.init(
            view: navigation.view, terminal: terminal, style: style, escapeTimeout: escapeTimeout,
            reportsMouse: reportsMouse, handleReport: handleReport, isFinished: { navigation.isFinished },
            handleKey: { key in await navigation.handle(key) },
            handleMouse: { mouse in await navigation.handle(mouse) })
    }

    /// A session showing `view`, giving keys to `handleKey` and mouse events to `handleMouse`
    /// until `isFinished` is true. An error either throws ends the session and is rethrown by
    /// `run()`.
    public init(
        view: any View, terminal: some TerminalDevice, style: OutputStyle,
        escapeTimeout: Duration = defaultEscapeTimeout, reportsMouse: Bool = false,
        handleReport: (@MainActor (TerminalReport) -> Void)? = nil,
        isFinished: @escaping @MainActor () -> Bool,
        handleKey: @escaping @MainActor (Key) async throws -> Void,
        handleMouse: @escaping @MainActor (MouseEvent) async throws -> Void = { _ in }
    ) {
        self.view = view
        self.terminal = terminal
        self.renderer = ScreenRenderer(style: style)
        self.escapeTimeout = escapeTimeout
        self.reportsMouse = reportsMouse
        self.handleReport = handleReport
        self.isFinished = isFinished
        self.handleKey = handleKey
        self.handleMouse = handleMouse
    }

    /// Runs the screen until it is finished, restoring the terminal before returning or throwing.
    public func run() async throws {
        guard !isRunning else { throw TerminalError.alreadyInteractive }
        guard !isFinished() else { return }
        isRunning = true
        defer { isRunning = false }
        try terminal.enterRawMode()
        do {
            try enterScreen()
        } catch {
            terminal.leaveRawMode()
            throw error
        }
        let failure = await showUntilFinished()
        // kitty's pictures float over the cells: take them off before the screen goes.
        if previousFrame?.placements.contains(where: { $0.graphic.graphicsProtocol == .kitty }) == true {
            try? terminal.write(ControlSequence.deleteKittyGraphics)
        }
        terminal.leaveAlternateScreen()
        terminal.leaveRawMode()
        previousFrame = nil
        if let failure { throw failure }
    }

    /// Switches to the alternate screen, asks for mouse reports when the session wants them,
    /// and asks the terminal what it is when someone wants its answer (which comes in with the
    /// keys, as a report).
    private func enterScreen() throws(TerminalError) {
        try terminal.enterAlternateScreen()
        let asks =
            (reportsMouse ? ControlSequence.enableMouseReports : "")
            + (handleReport != nil ? ControlSequence.askDeviceAttributes : "")
        guard !asks.isEmpty else { return }
        do {
            try terminal.write(asks)
        } catch {
            terminal.leaveAlternateScreen()
            throw error
        }
    }

    /// Draws, reads keys and redraws until the end; returns the error that ended it, if any,
    /// once the input thread has stopped.
    private func showUntilFinished() async -> (any Error)? {
        let (requests, requestContinuation) = AsyncStream.makeStream(of: RedrawRequest.self)
        let (inputs, inputContinuation) = AsyncStream.makeStream(of: TerminalInputReader.Event.self)
        redrawRequests = requestContinuation
        inputEvents = inputContinuation
        var failure: (any Error)?
        do {
            try redraw()
            startReading()
            try await withThrowingTaskGroup(of: Void.self) { group in
                defer { requestContinuation.finish() }
                group.addTask { try await self.handleInput(inputs) }
                group.addTask { try await self.redraw(on: requests) }
                // Input ends the session; a failed redraw ends it too.
                try await group.next()
                group.cancelAll()
            }
            try Task.checkCancellation()
        } catch {
            failure = error
        }
        requestContinuation.finish()
        inputContinuation.finish()
        redrawRequests = nil
        inputEvents = nil
        await reader?.stop()
        reader = nil
        return failure
    }

    /// Starts a thread reading the terminal: keys go to the input stream, resizes ask for a frame.
    private func startReading() {
        guard let inputs = inputEvents, let requests = redrawRequests else { return }
        let reader = TerminalInputReader(
            terminal: terminal, escapeTimeout: escapeTimeout, idleTimeout: Self.idleTimeout,
            deliver: { event in
                if case .resized = event {
                    requests.yield(.resized)
                } else {
                    inputs.yield(event)
                }
            })
        self.reader = reader
        reader.start()
    }

    /// Hands keys and mouse events to the handlers one at a time, redrawing after each batch,
    /// until the screen is finished or input ends.
    private func handleInput(_ inputs: AsyncStream<TerminalInputReader.Event>) async throws {
        for await event in inputs {
            switch event {
            case .input(let events):
                for event in events {
                    switch event {
                    case .key(let key): try await handleKey(key)
                    case .mouse(let mouse): try await handleMouse(mouse)
                    case .report(let report): handleReport?(report)
                    }
                    if isFinished() { return }
                }
                try redraw()
            case .resized:
                try redrawInFull()
            case .ended:
                return
            case .failed(let error):
                throw error
            }
        }
        try Task.checkCancellation()
    }

    /// Hands the terminal to `work`, such as a media player in the foreground: stops reading
    /// keys, leaves the alternate screen and raw mode, runs `work`, then takes the terminal back
    /// and draws everything again. Outside a running session it just runs `work`.
    public func lendTerminal(during work: @MainActor () async -> Void) async throws(TerminalError) {
        guard isRunning, !isLent, let lentReader = reader else {
            await work()
            return
        }
        isLent = true
        await lentReader.stop()
        terminal.leaveAlternateScreen()
        terminal.leaveRawMode()
        await work()
        isLent = false
        try terminal.enterRawMode()
        try enterScreen()
        startReading()
        try redrawInFull()
    }

    /// Redraws when a value the newest frame read changes, or the terminal is resized.
    private func redraw(on requests: AsyncStream<RedrawRequest>) async throws {
        for await request in requests where !isFinished() {
            switch request {
            case .changed(let frame):
                // Tracking of an older frame: the newer one tracks the same values, or drew them.
                if frame == frameNumber { try redraw() }
            case .resized:
                try redrawInFull()
            }
        }
    }

    /// Clears and draws everything: after a resize the terminal may have moved or lost text.
    private func redrawInFull() throws(TerminalError) {
        previousFrame = nil
        try redraw()
    }

    /// Draws the view at the terminal's size, tracking what it reads, and writes what changed.
    private func redraw() throws(TerminalError) {
        guard !isLent else { return }
        frameNumber += 1
        let frame = frameNumber
        let canvas = Canvas(size: terminal.size)
        let requests = redrawRequests
        ObservedDrawing.draw(view, in: canvas) { requests?.yield(.changed(frame: frame)) }
        let output = renderer.render(from: previousFrame, to: canvas)
        previousFrame = canvas
        if !output.isEmpty { try terminal.write(output) }
    }
}
