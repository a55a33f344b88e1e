public import FoundationEssentials
public import PictureService
import Synchronization

/// How the reader draws pictures (`pictures.mode`).
public enum PictureMode: String, CaseIterable, Sendable {
    /// The best the terminal draws: pixels where it says it draws them (kitty's protocol in
    /// kitty, WezTerm and Ghostty, iTerm2's in iTerm2, sixels where it answers that it draws
    /// them), symbols elsewhere and inside tmux or screen; nothing without colours (`TERM` unset
    /// or `dumb`, `NO_COLOR`).
    case auto
    /// Symbols on any terminal but a dumb one, whatever `NO_COLOR` says.
    case symbols
    /// kitty's graphics protocol, whatever the terminal says.
    case kitty
    /// Sixels, whatever the terminal says.
    case sixels
    /// iTerm2's inline images, whatever the terminal says.
    case iterm2
    /// Never: the text keeps its `[image…]` markers only.
    case off

    /// The mode a setting's text names, or nil.
    public init?(setting text: String) {
        self.init(rawValue: text.lowercased())
    }

    /// How pictures are drawn on `terminal`, or nil when this mode draws none there.
    public func style(on terminal: PictureTerminal) -> PictureStyle? {
        let cell = (width: terminal.cellWidth, height: terminal.cellHeight)
        switch self {
        case .off: return nil
        case .kitty: return .pixels(.kitty, cellWidth: cell.width, cellHeight: cell.height)
        case .sixels: return .pixels(.sixels, cellWidth: cell.width, cellHeight: cell.height)
        case .iterm2: return .pixels(.iterm2, cellWidth: cell.width, cellHeight: cell.height)
        case .symbols, .auto:
            guard let colors = colors(environment: terminal.environment) else { return nil }
            guard self == .auto, let pixels = terminal.pixelProtocol else { return .symbols(colors) }
            return .pixels(pixels, cellWidth: cell.width, cellHeight: cell.height)
        }
    }

    /// The colours symbols are drawn in on the terminal `environment` describes, or nil when
    /// this mode draws none there. 24-bit where `COLORTERM` says `truecolor` or `24bit`, the
    /// 256-colour palette where `TERM` names it, else the sixteen colours.
    public func colors(environment: [String: String]) -> SymbolColors? {
        let term = environment["TERM"] ?? ""
        guard self != .off, !term.isEmpty, term != "dumb" else { return nil }
        if self == .auto, let noColor = environment["NO_COLOR"], !noColor.isEmpty { return nil }
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        if colorTerm == "truecolor" || colorTerm == "24bit" { return .truecolor }
        if term.contains("256color") { return .palette256 }
        return .palette16
    }
}

/// What the reader knows of the terminal it draws pictures on: its environment, whether it
/// answered that it draws sixels, and the size of a cell in pixels.
public struct PictureTerminal: Sendable {
    public var environment: [String: String]
    /// Whether the terminal's device attributes (its answer to `ESC [ c`) list sixels.
    public var answeredSixels: Bool
    public var cellWidth: Int
    public var cellHeight: Int

    /// A cell's size when the terminal does not say (most fonts at their usual sizes).
    public static let usualCell = (width: 10, height: 20)

    public init(
        environment: [String: String], answeredSixels: Bool = false, cellWidth: Int?, cellHeight: Int?
    ) {
        self.environment = environment
        self.answeredSixels = answeredSixels
        self.cellWidth = cellWidth ?? Self.usualCell.width
        self.cellHeight = cellHeight ?? Self.usualCell.height
    }

    /// The pixel protocol this terminal speaks, as far as it says: none inside a multiplexer
    /// (tmux and screen pass no pictures on); kitty's where `TERM`, `KITTY_WINDOW_ID` or
    /// `TERM_PROGRAM` names a terminal that speaks it; iTerm2's in iTerm2; sixels where the
    /// terminal answered so.
    public var pixelProtocol: PixelProtocol? {
        let term = environment["TERM"] ?? ""
        let program = environment["TERM_PROGRAM"] ?? ""
        if environment["TMUX"] != nil || term.hasPrefix("screen") || term.hasPrefix("tmux") { return nil }
        if term == "xterm-kitty" || environment["KITTY_WINDOW_ID"] != nil || term == "xterm-ghostty"
            || ["WezTerm", "ghostty"].contains(program)
        {
            return .kitty
        }
        if program == "iTerm.app" { return .iterm2 }
        return answeredSixels ? .sixels : nil
    }
}

/// The terminal's answers, as they come in (the reader asks as it opens): read by each drawing
/// of a picture, so a late answer counts from the next picture on.
public final class TerminalAnswers: Sendable {
    private let sixels = Mutex(false)

    public init() {}

    /// Whether the terminal answered that it draws sixels.
    public var drawsSixels: Bool { sixels.withLock { $0 } }

    /// Records the terminal's device attributes.
    public func answered(drawsSixels: Bool) {
        sixels.withLock { $0 = drawsSixels }
    }
}

/// Pictures as a setting that cannot be read leaves them: each says what to write instead.
public struct UnreadablePictureSettings: PictureProviding {
    public let reason: String

    public init(reason: String) {
        self.reason = reason
    }

    public func picture(at url: URL, columns: Int, rows: Int) async -> PictureOutcome {
        .failed(PictureFailure(reason))
    }
}
