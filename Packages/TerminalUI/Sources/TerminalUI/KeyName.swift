/// Keys by name, as a person writes them in a key binding and as the help shows them: a
/// character stands for itself (`j`, `G`, `/`), `^X` is Control-X, and the others have words
/// (`enter`, `space`, `down`, `pgdn`, `F5`…).
extension Key {
    /// The names of the keys that are not a character of their own.
    static let namedKeys: [(name: String, key: Key)] = [
        ("enter", .enter), ("esc", .escape), ("tab", .tab), ("backspace", .backspace), ("delete", .delete),
        ("space", .character(" ")), ("up", .up), ("down", .down), ("left", .left), ("right", .right),
        ("pgup", .pageUp), ("pgdn", .pageDown), ("home", .home), ("end", .end),
    ]

    /// The key `name` names, or nil when it names none. Words are read in any case; a single
    /// character is itself, so `g` and `G` differ.
    public init?(name: String) {
        if name.count == 1, let character = name.first, character != " " {
            self = .character(character)
            return
        }
        let lowered = name.lowercased()
        if let named = Self.namedKeys.first(where: { $0.name == lowered }) {
            self = named.key
            return
        }
        if name.count == 2, name.first == "^", let letter = name.last, letter.isLetter, letter.isASCII {
            self = .control(Character(letter.lowercased()))
            return
        }
        if lowered.hasPrefix("f"), let number = Int(lowered.dropFirst()), (1...12).contains(number) {
            self = .function(number)
            return
        }
        return nil
    }

    /// The key's name, which `init(name:)` reads back.
    public var name: String {
        if let named = Self.namedKeys.first(where: { $0.key == self }) { return named.name }
        switch self {
        case .character(let character): return String(character)
        case .control(let letter): return "^" + letter.uppercased()
        case .function(let number): return "F\(number)"
        default: return String(describing: self)
        }
    }
}
