/// newsboat's words for keys, operations and screens, in Tidings' terms.
enum NewsboatKeyNames {
    /// newsboat's operation → Tidings' action. Only what does the same thing is here; `edit-flags`
    /// becomes `toggle-star` because Tidings keeps one flag, the star.
    static let actions: [String: String] = [
        "up": "up", "down": "down", "pageup": "page-up", "pagedown": "page-down", "home": "top",
        "end": "bottom", "open": "open", "next-unread": "next-unread", "reload": "refresh-feed",
        "reload-all": "refresh-all", "mark-feed-read": "mark-all-read", "toggle-article-read": "toggle-read",
        "open-in-browser": "open-in-browser", "open-search": "search", "set-filter": "filter",
        "enqueue": "download", "edit-flags": "toggle-star", "help": "help", "quit": "back",
        "hard-quit": "quit",
    ]

    /// newsboat's dialog → Tidings' screens (by their names in the `keys` section).
    static let screens: [String: [String]] = [
        "feedlist": ["feeds"], "articlelist": ["articles"], "article": ["article"],
        "searchresultslist": ["search"], "podboat": ["downloads"],
    ]

    /// newsboat's named keys → Tidings' key names; a single character and `^X` are the same in
    /// both.
    static let keys: [String: String] = [
        "ENTER": "enter", "ESC": "esc", "TAB": "tab", "BACKSPACE": "backspace", "DEL": "delete",
        "DELETE": "delete", "SPACE": "space", "UP": "up", "DOWN": "down", "LEFT": "left", "RIGHT": "right",
        "PPAGE": "pgup", "NPAGE": "pgdn", "HOME": "home", "END": "end",
    ]

    /// Tidings' name for newsboat's key `name`, or nil when Tidings has no such key.
    static func key(_ name: String) -> String? {
        if let named = keys[name.uppercased()] { return named }
        if name.count == 1, name != " " { return name }
        if name.count == 2, name.first == "^", let letter = name.last, letter.isLetter, letter.isASCII {
            return "^" + letter.uppercased()
        }
        if name.uppercased().hasPrefix("F"), let number = Int(name.dropFirst()), (1...12).contains(number) {
            return "F\(number)"
        }
        return nil
    }
}
