/// One of the terminal's sixteen colours, a colour of the 256-colour palette, or a 24-bit colour
/// (for pictures, on terminals that say they draw them: `COLORTERM=truecolor`).
public enum TerminalColor: Equatable, Hashable, Sendable {
    case black, red, green, yellow, blue, magenta, cyan, white
    case brightBlack, brightRed, brightGreen, brightYellow, brightBlue, brightMagenta, brightCyan, brightWhite
    case palette(UInt8)
    case rgb(red: UInt8, green: UInt8, blue: UInt8)

    /// The SGR parameter that selects it as foreground (`background` adds 10 for the 16 colours).
    func parameters(background: Bool) -> String {
        let base: Int
        switch self {
        case .black: base = 30
        case .red: base = 31
        case .green: base = 32
        case .yellow: base = 33
        case .blue: base = 34
        case .magenta: base = 35
        case .cyan: base = 36
        case .white: base = 37
        case .brightBlack: base = 90
        case .brightRed: base = 91
        case .brightGreen: base = 92
        case .brightYellow: base = 93
        case .brightBlue: base = 94
        case .brightMagenta: base = 95
        case .brightCyan: base = 96
        case .brightWhite: base = 97
        case .palette(let index): return "\(background ? 48 : 38);5;\(index)"
        case .rgb(let red, let green, let blue): return "\(background ? 48 : 38);2;\(red);\(green);\(blue)"
        }
        return String(background ? base + 10 : base)
    }
}

/// How text looks: colours and attributes. The default style is the terminal's own.
public struct TextStyle: Equatable, Hashable, Sendable {
    public var foreground: TerminalColor?
    public var background: TerminalColor?
    public var bold: Bool
    public var dim: Bool
    public var italic: Bool
    public var underline: Bool
    public var reverse: Bool

    public init(
        foreground: TerminalColor? = nil, background: TerminalColor? = nil, bold: Bool = false,
        dim: Bool = false,
        italic: Bool = false, underline: Bool = false, reverse: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.italic = italic
        self.underline = underline
        self.reverse = reverse
    }

    public static let plain = TextStyle()
    public static let bold = TextStyle(bold: true)
    public static let dim = TextStyle(dim: true)
    public static let reverse = TextStyle(reverse: true)

    /// The escape sequence that switches to this style from the default one.
    public var escapeSequence: String {
        var parameters = ["0"]
        if bold { parameters.append("1") }
        if dim { parameters.append("2") }
        if italic { parameters.append("3") }
        if underline { parameters.append("4") }
        if reverse { parameters.append("7") }
        if let foreground { parameters.append(foreground.parameters(background: false)) }
        if let background { parameters.append(background.parameters(background: true)) }
        return "\u{1B}[" + parameters.joined(separator: ";") + "m"
    }

    /// This style with `other`'s colours and attributes laid over it.
    public func merged(with other: TextStyle) -> TextStyle {
        TextStyle(
            foreground: other.foreground ?? foreground, background: other.background ?? background,
            bold: bold || other.bold, dim: dim || other.dim, italic: italic || other.italic,
            underline: underline || other.underline, reverse: reverse != other.reverse)
    }
}

/// Text in several styles, such as a row with a dim date and a bold title.
public struct StyledText: Equatable, Sendable, ExpressibleByStringLiteral {
    /// A run of text in one style.
    public struct Span: Equatable, Sendable {
        public var text: String
        public var style: TextStyle

        public init(_ text: String, style: TextStyle = .plain) {
            self.text = text
            self.style = style
        }
    }

    public var spans: [Span]
    /// A picture in pixels the line starts: the terminal draws it over the cells of this line
    /// and the ones below it (`TextView` places it when it is wholly in view).
    public var graphic: TerminalGraphic?

    public init(_ spans: [Span] = []) {
        self.spans = spans
    }

    public init(_ text: String, style: TextStyle = .plain) {
        spans = [Span(text, style: style)]
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The text without styles.
    public var plain: String { spans.map(\.text).joined() }

    /// This text followed by `other`.
    public static func + (lhs: StyledText, rhs: StyledText) -> StyledText {
        StyledText(lhs.spans + rhs.spans)
    }
}
