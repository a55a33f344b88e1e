/// The sections of the user plist that are tables of the person's own rather than settings:
/// `keys` (screen or `global` → action → a key name or a list of them) and `theme` (style name →
/// a style such as `"bold yellow on blue"`). The loader checks their shape; the interface checks
/// their meaning (that the screens, actions, keys and styles exist) before it starts.
public struct UserTables: Equatable, Sendable {
    /// The section names, which are not settings.
    public static let sections: Set<String> = ["keys", "theme"]

    /// Screen or `global` → action → key names.
    public var keys: [String: [String: [String]]]
    /// Style name → style text.
    public var theme: [String: String]

    public init(keys: [String: [String: [String]]] = [:], theme: [String: String] = [:]) {
        self.keys = keys
        self.theme = theme
    }

    /// Reads the tables out of a user plist's top-level `entries` from `source`.
    static func read(from entries: [String: SettingValue], source: ConfigurationSource)
        throws(ConfigurationError)
        -> UserTables
    {
        var tables = UserTables()
        if let keys = entries["keys"] {
            for (section, bindings) in try dictionary(keys, key: "keys", source: source) {
                for (action, value) in try dictionary(bindings, key: "keys.\(section)", source: source) {
                    tables.keys[section, default: [:]][action] = try keyNames(
                        value, key: "keys.\(section).\(action)", source: source)
                }
            }
        }
        if let theme = entries["theme"] {
            for (name, value) in try dictionary(theme, key: "theme", source: source) {
                guard case .string(let text) = value else {
                    throw .wrongType(
                        key: "theme.\(name)", source: source,
                        expected: "a style such as \"bold yellow on blue\"",
                        found: value.jsonText)
                }
                tables.theme[name] = text
            }
        }
        return tables
    }

    private static func dictionary(_ value: SettingValue, key: String, source: ConfigurationSource)
        throws(ConfigurationError) -> [String: SettingValue]
    {
        guard case .dictionary(let entries) = value else {
            throw .wrongType(key: key, source: source, expected: "a dictionary", found: value.jsonText)
        }
        return entries
    }

    private static func keyNames(_ value: SettingValue, key: String, source: ConfigurationSource)
        throws(ConfigurationError) -> [String]
    {
        switch value {
        case .string(let name): return [name]
        case .array(let items):
            var names: [String] = []
            for item in items {
                guard case .string(let name) = item else {
                    throw .wrongType(
                        key: key, source: source, expected: "a list of key names", found: value.jsonText)
                }
                names.append(name)
            }
            return names
        default:
            throw .wrongType(
                key: key, source: source, expected: "a key name or a list of them", found: value.jsonText)
        }
    }
}
