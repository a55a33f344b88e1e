/// newsboat's `color ELEMENT FOREGROUND BACKGROUND [ATTRIBUTE…]` as styles of the `theme`
/// section. newsboat's colour names and `colorN` are Tidings' too, and `default` leaves the
/// terminal's own colour; `standout` becomes `reverse`, and `blink`, `protect` and `invis`, which
/// Tidings never draws, are left out.
enum ColorTranslation {
    /// newsboat's element → the styles it sets. `info` is the bars at the top and bottom; `title`
    /// (newer newsboats) the top one alone, which wins for `heading` when both are given.
    static let styles: [String: [String]] = [
        "listnormal_unread": ["unread"], "listfocus": ["selection"], "info": ["status-line", "heading"],
        "title": ["heading"],
    ]

    /// Why elements Tidings has no style for are left out.
    static let unstyled: [String: String] = [
        "listnormal": "Tidings draws ordinary rows in the terminal's own colours",
        "listfocus_unread": "Tidings draws the selected row one way, as listfocus says",
        "background": "Tidings draws on the terminal's own background",
        "article": "Tidings draws an article's text in the terminal's own colours",
    ]

    private static let colours: Set<String> = [
        "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white",
    ]
    private static let attributes: [String: String?] = [
        "bold": "bold", "dim": "dim", "underline": "underline", "reverse": "reverse", "standout": "reverse",
        "blink": nil, "protect": nil, "invis": nil,
    ]

    /// The style text for `arguments` (foreground, background, attributes), and the words left
    /// out; or why the line cannot be read.
    static func style(_ arguments: [String]) -> Result<(style: String, leftOut: [String]), Reason> {
        guard arguments.count >= 2 else {
            return .failure(Reason("color takes an element, a foreground and a background colour"))
        }
        var words: [String] = []
        var leftOut: [String] = []
        for attribute in arguments.dropFirst(2) {
            guard let mapped = attributes[attribute] else {
                return .failure(Reason("\(attribute) is not one of newsboat's attributes"))
            }
            if let mapped { words.append(mapped) } else { leftOut.append(attribute) }
        }
        for (index, colour) in arguments.prefix(2).enumerated() where colour != "default" {
            guard colours.contains(colour) || isPaletteColour(colour) else {
                return .failure(Reason("\(colour) is not a colour Tidings knows"))
            }
            words += index == 0 ? [colour] : ["on", colour]
        }
        return .success((words.isEmpty ? "plain" : words.joined(separator: " "), leftOut))
    }

    private static func isPaletteColour(_ word: String) -> Bool {
        word.hasPrefix("color") && UInt8(word.dropFirst(5)) != nil
    }
}
