import Synchronization

/// The named styles the screens draw with, which a person restyles in their plist's `theme`
/// section (newsboat's `color`). `NO_COLOR`, or output that is not a terminal, still draws no
/// style at all.
public enum StyleName: String, CaseIterable, Sendable {
    /// Screen headings and section titles.
    case heading
    /// What is said in passing: dates, feed names in a row, hints, empty lists.
    case secondary
    /// An unread article's or feed's title.
    case unread
    /// The mark in front of an unread article.
    case unreadMark = "unread-mark"
    /// The mark of a starred article.
    case starMark = "star-mark"
    /// A failing feed's mark and a failure's heading.
    case failure
    /// Something that went partly wrong: a recovered feed, a download with a problem.
    case warning
    /// A finished download.
    case success
    /// A download under way.
    case active
    /// A search word inside a result.
    case match
    /// The selected row of a list, and the search prompt's cursor.
    case selection
    /// The status line at the bottom.
    case statusLine = "status-line"
}

/// A style for each `StyleName`: the standard ones, with a person's `theme` section laid over.
public struct Theme: Equatable, Sendable {
    private var styles: [StyleName: TextStyle]

    /// The styles Tidings draws with when nothing is restyled.
    public static let standard = Theme(styles: [
        .heading: .bold, .secondary: .dim, .unread: .bold,
        .unreadMark: TextStyle(foreground: .cyan, bold: true), .starMark: TextStyle(foreground: .yellow),
        .failure: TextStyle(foreground: .red, bold: true), .warning: TextStyle(foreground: .yellow),
        .success: TextStyle(foreground: .green), .active: TextStyle(foreground: .cyan),
        .match: TextStyle(bold: true, underline: true), .selection: .reverse, .statusLine: .reverse,
    ])

    private init(styles: [StyleName: TextStyle]) {
        self.styles = styles
    }

    /// The standard theme with `overrides` (style name → a style such as `"bold yellow on blue"`,
    /// from `file`) laid over it; a name or a word that means nothing is a `ThemeError`.
    public init(_ overrides: [String: String], file: String) throws(ThemeError) {
        self = .standard
        for (name, text) in overrides.sorted(by: { $0.key < $1.key }) {
            guard let style = StyleName(rawValue: name) else {
                throw .unknownStyle(name, file: file, known: StyleName.allCases.map(\.rawValue))
            }
            styles[style] = try StyleText.parse(text, name: name, file: file)
        }
    }

    /// The style `name` draws with.
    public func style(_ name: StyleName) -> TextStyle {
        styles[name] ?? .plain
    }

    private static let active = Mutex(Theme.standard)

    /// The theme the screens draw with: the standard one until the composition root sets the
    /// user's at start-up.
    public static var current: Theme {
        get { active.withLock { $0 } }
        set { active.withLock { $0 = newValue } }
    }
}

/// Why the `theme` section cannot be used: one sentence naming the style and the word.
public enum ThemeError: Error, Equatable, Sendable, CustomStringConvertible {
    case unknownStyle(String, file: String, known: [String])
    case unknownWord(String, style: String, file: String)

    public var description: String {
        switch self {
        case .unknownStyle(let name, let file, let known):
            "theme.\(name) in \(file) names no style; the styles are: \(known.joined(separator: ", "))"
        case .unknownWord(let word, let style, let file):
            "theme.\(style) in \(file): '\(word)' is neither a colour (\(StyleText.colourNames.joined(separator: ", ")), "
                + "color0 to color255) nor an attribute (\(StyleText.attributes.joined(separator: ", "))); "
                + "write a style such as \"bold yellow on blue\""
        }
    }
}

extension TextStyle {
    /// The theme's `heading` style.
    public static var heading: TextStyle { Theme.current.style(.heading) }
    /// The theme's `secondary` style.
    public static var secondary: TextStyle { Theme.current.style(.secondary) }
    /// The theme's `unread` style.
    public static var unread: TextStyle { Theme.current.style(.unread) }
    /// The theme's `unread-mark` style.
    public static var unreadMark: TextStyle { Theme.current.style(.unreadMark) }
    /// The theme's `star-mark` style.
    public static var starMark: TextStyle { Theme.current.style(.starMark) }
    /// The theme's `failure` style.
    public static var failure: TextStyle { Theme.current.style(.failure) }
    /// The theme's `warning` style.
    public static var warning: TextStyle { Theme.current.style(.warning) }
    /// The theme's `success` style.
    public static var success: TextStyle { Theme.current.style(.success) }
    /// The theme's `active` style.
    public static var active: TextStyle { Theme.current.style(.active) }
    /// The theme's `match` style.
    public static var match: TextStyle { Theme.current.style(.match) }
    /// The theme's `selection` style.
    public static var selection: TextStyle { Theme.current.style(.selection) }
    /// The theme's `status-line` style.
    public static var statusLine: TextStyle { Theme.current.style(.statusLine) }
}
