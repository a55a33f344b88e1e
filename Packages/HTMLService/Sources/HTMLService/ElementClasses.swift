import XMLService

/// How the renderer treats each HTML element, by name.
enum ElementClasses {
    /// Elements dropped with everything inside them.
    static let dropped: Set<String> = [
        "head", "title", "script", "style", "template", "noscript", "svg", "canvas", "select", "datalist",
        "input", "button", "textarea", "object", "param", "source", "track", "map",
    ]

    /// Blocks that stand apart with a blank line.
    static let spacedBlocks: Set<String> = ["p", "dl", "figure", "table", "pre", "address", "fieldset"]

    /// Blocks that start on a new line.
    static let lineBlocks: Set<String> = [
        "div", "section", "article", "header", "footer", "main", "nav", "aside", "figcaption", "details",
        "summary", "form", "legend", "center", "dt", "body", "html", "hgroup", "search", "tr", "td", "th",
        "caption", "menu", "li", "dd", "blockquote", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "hr",
    ]

    /// Inline elements whose text is code, kept with its spaces.
    static let code: Set<String> = ["code", "kbd", "samp", "tt", "var"]

    /// Embedded media, shown as a label with a link to its source.
    static let media: [String: String] = [
        "img": "image", "iframe": "frame", "video": "video", "audio": "audio", "embed": "embed",
    ]

    /// The heading level of `h1` … `h6`, or nil.
    static func headingLevel(_ name: String) -> Int? {
        guard name.count == 2, name.first == "h", let digit = name.last?.wholeNumberValue,
            (1...6).contains(digit)
        else { return nil }
        return digit
    }

    /// Whether the element is hidden from readers: the `hidden` attribute or `display: none`.
    static func isHidden(_ element: HTMLElement) -> Bool {
        if element.attribute("hidden") != nil { return true }
        guard let style = element.attribute("style") else { return false }
        return style.lowercased().filter { !$0.isWhitespace }.contains("display:none")
    }
}
