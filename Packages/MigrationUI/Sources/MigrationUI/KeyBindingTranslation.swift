import TerminalUI

/// newsboat's `bind-key` and `unbind-key` laid over a `keys` section (screen or `global` →
/// action → key names), with newsboat's meaning: a bound key does that operation only (it is taken
/// from whatever else had it on that screen), and the operation keeps its other keys. Because a
/// binding in Tidings replaces an action's keys, each binding writes the action's whole list.
struct KeyBindingTranslation {
    /// Every screen's actions, and those every screen shares (bound under `global` only).
    let tables: [any ActionTableDescribing]
    let shared: any ActionTableDescribing
    /// The section as it stands.
    private(set) var sections: [String: [String: [String]]]
    /// The (section, action) pairs a binding changed.
    private var touched: Set<[String]> = []

    init(
        _ sections: [String: [String: [String]]], tables: [any ActionTableDescribing],
        shared: any ActionTableDescribing
    ) {
        self.sections = sections
        self.tables = tables
        self.shared = shared
    }

    private static let global = KeyBindings.globalSection

    /// Binds newsboat's `key` to `operation` on `context` (nil: every screen); returns why it
    /// could not, or nil when it did.
    mutating func bind(key: String, operation: String, context: String?) -> String? {
        guard let name = NewsboatKeyNames.key(key) else { return "Tidings has no key named \(key)" }
        guard let action = NewsboatKeyNames.actions[operation] else {
            return "Tidings has no action like \(operation)"
        }
        let screens: [any ActionTableDescribing]
        switch self.screens(context) {
        case .failure(let reason): return reason.text
        case .success(let found): screens = found
        }
        if shared.actions.contains(where: { $0.name == action }) {
            for other in shared.actions where other.name != action && sharedKeys(other.name).contains(name) {
                set(sharedKeys(other.name).filter { $0 != name }, for: other.name, in: Self.global)
            }
            set(adding(name, to: sharedKeys(action)), for: action, in: Self.global)
            for table in tables { take(name, on: table, sparing: action) }
            return nil
        }
        if let owner = shared.actions.first(where: { sharedKeys($0.name).contains(name) }) {
            return
                "\(name) is Tidings' key for \(owner.name) on every screen; bind \(owner.name) to another key first"
        }
        let having = screens.filter { $0.actions.contains { $0.name == action } }
        guard !having.isEmpty else {
            return "no screen of Tidings that this binding covers has \(action), newsboat's \(operation)"
        }
        for table in having {
            take(name, on: table, sparing: action)
            set(adding(name, to: keys(action, on: table)), for: action, in: table.screen)
        }
        return nil
    }

    /// Unbinds newsboat's `key` (`-a`: every key) on `context` (nil: every screen); returns why
    /// it could not, or nil when it did. `-a` leaves `quit` (^C) and `suspend` (^Z) alone, so that the
    /// reader can always be left.
    mutating func unbind(key: String, context: String?) -> String? {
        let screens: [any ActionTableDescribing]
        switch self.screens(context) {
        case .failure(let reason): return reason.text
        case .success(let found): screens = found
        }
        if key == "-a" {
            for table in screens {
                for action in table.actions { set([], for: action.name, in: table.screen) }
            }
            if context == nil {
                for action in ["back", "help"] { set([], for: action, in: Self.global) }
            }
            return nil
        }
        guard let name = NewsboatKeyNames.key(key) else { return "Tidings has no key named \(key)" }
        for table in screens { take(name, on: table, sparing: nil) }
        if context == nil {
            for action in shared.actions where sharedKeys(action.name).contains(name) {
                set(sharedKeys(action.name).filter { $0 != name }, for: action.name, in: Self.global)
            }
        }
        return nil
    }

    /// The section to write: what the bindings changed back to an action's default keys is left
    /// out again, so that the plist holds only what differs.
    var written: [String: [String: [String]]] {
        var written = sections
        for pair in touched {
            let (section, action) = (pair[0], pair[1])
            guard let keys = written[section]?[action] else { continue }
            let defaults: [String]?
            if section == Self.global {
                defaults = shared.actions.first { $0.name == action }?.keys.map(\.name)
            } else if sections[Self.global]?[action] == nil {
                defaults = tables.first { $0.screen == section }?.actions.first { $0.name == action }?.keys
                    .map(\.name)
            } else {
                defaults = nil
            }
            if keys == defaults { written[section]?[action] = nil }
            if written[section]?.isEmpty == true { written[section] = nil }
        }
        return written
    }

    // MARK: Helpers

    private mutating func set(_ keys: [String], for action: String, in section: String) {
        sections[section, default: [:]][action] = keys
        touched.insert([section, action])
    }

    /// The screens a newsboat context stands for: every screen for none.
    private func screens(_ context: String?) -> Result<[any ActionTableDescribing], Reason> {
        guard let context else { return .success(tables) }
        guard let names = NewsboatKeyNames.screens[context] else {
            return .failure(Reason("Tidings has no screen like newsboat's \(context)"))
        }
        return .success(tables.filter { names.contains($0.screen) })
    }

    /// The keys `action` has on `table`'s screen now.
    private func keys(_ action: String, on table: any ActionTableDescribing) -> [String] {
        sections[table.screen]?[action] ?? sections[Self.global]?[action]
            ?? table.actions.first { $0.name == action }?.keys.map(\.name) ?? []
    }

    /// The keys a shared action has now.
    private func sharedKeys(_ action: String) -> [String] {
        sections[Self.global]?[action] ?? shared.actions.first { $0.name == action }?.keys.map(\.name) ?? []
    }

    /// Takes `key` from every action of `table`'s screen but `sparing`.
    private mutating func take(_ key: String, on table: any ActionTableDescribing, sparing: String?) {
        for action in table.actions where action.name != sparing {
            let current = keys(action.name, on: table)
            if current.contains(key) {
                set(current.filter { $0 != key }, for: action.name, in: table.screen)
            }
        }
    }

    private func adding(_ key: String, to keys: [String]) -> [String] {
        keys.contains(key) ? keys : keys + [key]
    }
}

/// Why a line was not imported, as a `Result`'s failure.
struct Reason: Error {
    let text: String

    init(_ text: String) { self.text = text }
}
