import TerminalTextService

/// How a screen's controller finds its way to other screens: by URL, like everything else.
@MainActor
public protocol Navigator: AnyObject {
    /// Opens the screen of `url` on top of the current one.
    func open(_ url: String) async throws(RouteError)
    /// Goes back to the previous screen (quits at the first).
    func goBack()
    /// Shows a message on the status line.
    func showMessage(_ text: String)
    /// Runs `work` while another program (a media player) has the terminal to itself, then
    /// shows the screen again.
    func handOffTerminal(during work: @MainActor () async -> Void) async
    /// The user's key bindings, which the screens' actions answer to.
    var keyBindings: KeyBindings { get }
}

extension Navigator {
    /// A navigator without a terminal (a one-shot command) has the default keys.
    public var keyBindings: KeyBindings { .defaults }

    /// A navigator without a terminal of its own (a one-shot command) just runs `work`.
    public func handOffTerminal(during work: @MainActor () async -> Void) async {
        await work()
    }
}

/// Why a screen could not do what it was opened for: a sentence for the reader and the exit
/// status a one-shot command ends with.
///
/// The message often quotes what a stranger sent (a server's redirect target, a feed's title),
/// and it goes to the terminal as is (a one-shot command's standard error, the status line), so
/// it is sanitised when made: no control character or escape sequence survives.
public struct ScreenFailure: Error, Equatable, Sendable {
    public var message: String
    public var exitStatus: Int32

    public init(_ message: String, exitStatus: Int32) {
        self.message = TerminalText.sanitize(message, tabs: .expand(width: 1))
        self.exitStatus = exitStatus
    }
}

/// The caller of a screen: it asks logic for models, hands them to its view model, reacts to
/// keys and navigates by URL. Subclasses keep it thin: display logic lives in view models and
/// drawing in views.
///
/// Lifecycle: `load()` runs before the first appearance (a one-shot command runs it, draws once
/// and exits); `viewWillAppear`/`viewDidAppear` and `viewWillDisappear` bracket each time the
/// screen is shown; `handle(_:)` receives the keys and mouse events the screen may use.
@MainActor
open class ViewController {
    /// The screen's view, made on first use by `makeView()`.
    public private(set) lazy var view: any View = makeView()
    /// Set by the navigation controller that shows this screen.
    public weak var navigator: (any Navigator)?
    /// Whether the screen lives in the full-screen reader (true) or draws once for a one-shot
    /// command (false); set before `load()`.
    public internal(set) var isInteractive = false
    /// Set when `load()` or an action failed; a one-shot command prints it and exits with its status.
    public var failure: ScreenFailure?
    /// The status a one-shot command ends with when nothing failed outright (e.g. 1 after a
    /// partial failure).
    open var exitStatus: Int32 { failure?.exitStatus ?? 0 }

    public init() {}

    /// The screen's title, for the status line.
    open var title: String { "" }

    /// Builds the view; override to assemble the screen's views.
    open func makeView() -> any View { StackView([]) }

    /// Asks logic for the models this screen shows.
    open func load() async {}

    open func viewWillAppear() {}
    open func viewDidAppear() {}
    open func viewWillDisappear() {}

    /// Handles a key; returns false for keys the screen does not use.
    open func handle(_ key: Key) async -> Bool { false }

    /// Handles a mouse event at screen coordinates; returns false when the screen does not use
    /// it. Screens whose mouse follows their actions adopt `MouseScreen` and call
    /// `performMouse(_:)` here.
    open func handle(_ mouse: MouseEvent) async -> Bool { false }

    /// The keys this screen uses, for the help overlay.
    open var keyHelp: [KeyHelp] { [] }

    /// A one-line view a one-shot command draws on standard error while `load()` runs, such as
    /// a refresh's progress bar; nil for screens that load at once.
    open var progressView: (any View)? { nil }
}

/// A screen whose one-shot form can print JSON instead of text (`--json`).
@MainActor
public protocol JSONPresentable: ViewController {
    /// The screen's models as JSON, after `load()`.
    func jsonOutput() throws -> String
    /// Hands the same JSON, as UTF-8, to `write` (in one piece or several): what a one-shot
    /// command prints. Screens whose JSON runs to megabytes write it from their own buffer
    /// (`inspect --json`), with no `String` to build and validate, and no copy.
    func writeJSON(_ write: (UnsafeRawBufferPointer) -> Void) throws
    /// Called before `load()` when the screen is shown as JSON only: a screen may then keep its
    /// models as the JSON they will be printed as, rather than as values for a view.
    func willPresentJSON()
}

extension JSONPresentable {
    public func willPresentJSON() {}

    public func writeJSON(_ write: (UnsafeRawBufferPointer) -> Void) throws {
        try writeJSONOutput(write)
    }

    /// Hands `jsonOutput()` to `write` as UTF-8: the default `writeJSON`, and the fallback of a
    /// screen whose own `writeJSON` writes only some of its outputs itself.
    func writeJSONOutput(_ write: (UnsafeRawBufferPointer) -> Void) throws {
        var text = try jsonOutput()
        text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
    }
}

/// A screen whose one-shot form can print its output while it loads, a piece at a time, rather
/// than once it has loaded (`inspect --tsv`): output of any length, in the memory of a piece.
@MainActor
public protocol StreamPresentable: ViewController {
    /// Whether the screen's parameters ask for its streamed output.
    var streamsOutput: Bool { get }
    /// Called before `load()` when `streamsOutput`: the screen hands what it prints to `write`
    /// as it loads, all of it by the time `load()` returns.
    func willStream(to write: @escaping (UnsafeRawBufferPointer) -> Void)
    /// Sentences for standard error once the output is printed (what the screen stepped over).
    var streamNotes: [String] { get }
}

/// A screen whose one-shot form is a document printed exactly as it is, such as OPML or a
/// completion script, rather than drawn at the terminal's width.
@MainActor
public protocol DocumentPresentable: ViewController {
    /// The document, after `load()`; nil when there is none (the failure says why).
    func documentOutput() -> String?
}
