/// The keys a person bound in their plist's `keys` section, checked against every screen's
/// actions. `keys.global.ACTION` binds the action on every screen that has it, and the keys every
/// screen shares; `keys.SCREEN.ACTION` binds it on one screen and wins there. A binding replaces
/// the action's default keys; an empty list unbinds it.
public struct KeyBindings: Equatable, Sendable {
    /// The section that binds on every screen.
    public static let globalSection = "global"
    /// No bindings: every action keeps its default keys.
    public static let defaults = KeyBindings(screens: [:])

    /// Section → action → keys.
    private let screens: [String: [String: [Key]]]

    private init(screens: [String: [String: [Key]]]) {
        self.screens = screens
    }

    /// The keys of `action` on `screen`: the screen's binding, else the global one, else `defaults`.
    public func keys(for action: String, screen: String, defaults: [Key]) -> [Key] {
        screens[screen]?[action] ?? screens[Self.globalSection]?[action] ?? defaults
    }

    /// Checks `sections` (screen or `global` → action → key names, from `file`) against the
    /// screens' `tables` and the `shared` keys of every screen, and refuses a binding to an
    /// unknown screen, action or key, or one that leaves two actions on one key on one screen.
    public init(
        _ sections: [String: [String: [String]]], file: String, tables: [any ActionTableDescribing],
        shared: any ActionTableDescribing
    ) throws(KeyBindingError) {
        let all = [shared] + tables
        var screens: [String: [String: [Key]]] = [:]
        for (section, bindings) in sections.sorted(by: { $0.key < $1.key }) {
            let known: [String]
            if section == Self.globalSection {
                known = all.flatMap { $0.actions.map(\.name) }
            } else if let table = tables.first(where: { $0.screen == section }) {
                known = table.actions.map(\.name)
            } else {
                throw .unknownScreen(section, file: file, known: [Self.globalSection] + tables.map(\.screen))
            }
            for (action, names) in bindings.sorted(by: { $0.key < $1.key }) {
                guard known.contains(action) else {
                    throw .unknownAction(
                        action, screen: section, file: file, known: Array(Set(known)).sorted())
                }
                var keys: [Key] = []
                for name in names {
                    guard let key = Key(name: name) else {
                        throw .unknownKey(name, action: action, screen: section, file: file)
                    }
                    keys.append(key)
                }
                screens[section, default: [:]][action] = keys
            }
        }
        self.init(screens: screens)
        for table in tables { try checkConflicts(table, shared: shared, file: file) }
    }

    /// Refuses a key that does two actions on `table`'s screen, the shared keys included.
    private func checkConflicts(
        _ table: any ActionTableDescribing, shared: any ActionTableDescribing, file: String
    ) throws(KeyBindingError) {
        var owner: [Key: String] = [:]
        let screenActions = table.actions.map { (table.screen, $0) }
        let sharedActions = shared.actions.map { (shared.screen, $0) }
        for (screen, action) in screenActions + sharedActions {
            for key in keys(for: action.name, screen: screen, defaults: action.keys) {
                if let other = owner[key], other != action.name {
                    throw .conflict(
                        key: key.name, screen: table.screen, first: other, second: action.name, file: file)
                }
                owner[key] = action.name
            }
        }
    }
}

/// Why the `keys` section cannot be used: one sentence naming what is wrong.
public enum KeyBindingError: Error, Equatable, Sendable, CustomStringConvertible {
    case unknownScreen(String, file: String, known: [String])
    case unknownAction(String, screen: String, file: String, known: [String])
    case unknownKey(String, action: String, screen: String, file: String)
    /// Two actions on one key on one screen.
    case conflict(key: String, screen: String, first: String, second: String, file: String)

    public var description: String {
        switch self {
        case .unknownScreen(let screen, let file, let known):
            "keys.\(screen) in \(file) names no screen; the screens are: \(known.joined(separator: ", "))"
        case .unknownAction(let action, let screen, let file, let known):
            "keys.\(screen).\(action) in \(file) names no action of "
                + (screen == KeyBindings.globalSection ? "any screen" : "the \(screen) screen")
                + "; the actions are: \(known.joined(separator: ", "))"
        case .unknownKey(let name, let action, let screen, let file):
            "keys.\(screen).\(action) in \(file): '\(name)' is not a key; write a character, ^X, F1 to F12, "
                + Key.namedKeys.map(\.name).joined(separator: ", ")
        case .conflict(let key, let screen, let first, let second, let file):
            "keys in \(file): on the \(screen) screen, \(key) would do both \(first) and \(second); "
                + "bind one of them to another key"
        }
    }
}
