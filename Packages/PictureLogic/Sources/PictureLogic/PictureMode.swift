public import FoundationEssentials
public import PictureService

/// How the reader draws pictures (`pictures.mode`).
public enum PictureMode: String, CaseIterable, Sendable {
    /// In symbols where the terminal can show them: a terminal with colours (`TERM` set and not
    /// `dumb`, `NO_COLOR` unset).
    case auto
    /// In symbols on any terminal but a dumb one, whatever `NO_COLOR` says.
    case symbols
    /// Never: the text keeps its `[image…]` markers only.
    case off

    /// The mode a setting's text names, or nil.
    public init?(setting text: String) {
        self.init(rawValue: text.lowercased())
    }

    /// The colours pictures are drawn in on the terminal `environment` describes, or nil when
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
