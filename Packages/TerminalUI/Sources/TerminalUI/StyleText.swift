/// Styles written as words, as a `theme` section holds them: attributes (`bold`, `dim`,
/// `italic`, `underline`, `reverse`, `plain`), a foreground colour, and `on` a background colour:
/// `"bold yellow on blue"`, `"color208"`, `"reverse"`.
enum StyleText {
    static let attributes = ["plain", "bold", "dim", "italic", "underline", "reverse"]
    static let colours: [(name: String, colour: TerminalColor)] = [
        ("black", .black), ("red", .red), ("green", .green), ("yellow", .yellow), ("blue", .blue),
        ("magenta", .magenta), ("cyan", .cyan), ("white", .white), ("bright-black", .brightBlack),
        ("bright-red", .brightRed), ("bright-green", .brightGreen), ("bright-yellow", .brightYellow),
        ("bright-blue", .brightBlue), ("bright-magenta", .brightMagenta), ("bright-cyan", .brightCyan),
        ("bright-white", .brightWhite),
    ]
    static var colourNames: [String] { colours.map(\.name) }

    /// The style `text` describes; `name` and `file` go into the error.
    static func parse(_ text: String, name: String, file: String) throws(ThemeError) -> TextStyle {
        var style = TextStyle.plain
        var background = false
        for word in text.lowercased().split(whereSeparator: \.isWhitespace).map(String.init) {
            if word == "on" {
                background = true
                continue
            }
            if let colour = colour(word) {
                if background { style.background = colour } else { style.foreground = colour }
                background = false
                continue
            }
            switch word {
            case "plain": break
            case "bold": style.bold = true
            case "dim": style.dim = true
            case "italic": style.italic = true
            case "underline": style.underline = true
            case "reverse": style.reverse = true
            default: throw .unknownWord(word, style: name, file: file)
            }
        }
        if background { throw .unknownWord("on", style: name, file: file) }
        return style
    }

    private static func colour(_ word: String) -> TerminalColor? {
        if let named = colours.first(where: { $0.name == word }) { return named.colour }
        guard word.hasPrefix("color"), let index = UInt8(word.dropFirst(5)) else { return nil }
        return .palette(index)
    }
}
