public import FoundationEssentials

/// The effective configuration and, for every setting, where its value came from.
public struct ResolvedConfiguration: Sendable {
    /// One setting's effective value.
    public struct Entry: Equatable, Sendable {
        /// The dotted key, such as `network.userAgent`.
        public let key: String
        public let value: SettingValue
        public let source: ConfigurationSource
        /// What the setting does, from its declaration.
        public let documentation: String

        /// The environment variable that overrides it, such as `TIDINGS_NETWORK_USER_AGENT`:
        /// worked out when asked (only `tidings config` asks), not for every setting at start.
        public var environmentVariable: String { ConfigurationLoader.environmentVariable(for: key) }
    }

    public let configuration: Configuration
    /// Every setting, in the order `Settings.all` declares them.
    public let entries: [Entry]
    /// The default plist that was read.
    public let defaultsFile: URL
    /// The user plist that was looked for, whether or not it exists.
    public let userFile: URL
    /// `TIDINGS_*` variables that name no setting: ignored, sorted by name. The caller warns
    /// about each (`IgnoredVariable.warning`) and `tidings config` lists them.
    public let ignoredVariables: [IgnoredVariable]
    /// The user plist's `keys` and `theme` tables, their shape checked.
    public let userTables: UserTables
}

/// Reads the default plist, lays the user's plist and then the environment over it, checks
/// every key and type, and decodes the result.
public struct ConfigurationLoader: Sendable {
    /// The prefix of every environment variable that sets a value.
    public static let environmentPrefix = "TIDINGS_"

    public let defaultsFile: URL
    /// The user's plist; nil means the XDG location named by the defaults' `storage.directoryName`.
    public let userFile: URL?
    public let environment: [String: String]
    /// `TIDINGS_*` variables that the caller reads itself, such as `TIDINGS_HOME`; they are
    /// not settings and are not reported as unknown.
    public let reservedVariables: Set<String>

    public init(
        defaultsFile: URL, userFile: URL? = nil, environment: [String: String],
        reservedVariables: Set<String> = []
    ) {
        self.defaultsFile = defaultsFile
        self.userFile = userFile
        self.environment = environment
        self.reservedVariables = reservedVariables
    }

    /// Where the user's plist lives: `$XDG_CONFIG_HOME/<directory>/Tidings.plist`, with
    /// `XDG_CONFIG_HOME` defaulting to `$HOME/.config`.
    public static func userFile(directoryName: String, environment: [String: String]) -> URL {
        let base =
            environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? HomeDirectory.url(environment: environment).appendingPathComponent(".config")
        return base.appendingPathComponent(directoryName).appendingPathComponent("Tidings.plist")
    }

    /// Loads and checks the configuration.
    public func load() throws(ConfigurationError) -> ResolvedConfiguration {
        let defaultsSource = ConfigurationSource.defaults(path: defaultsFile.path)
        let defaults = flatten(try PropertyListFile.entries(of: defaultsFile), prefix: "")
        // The declarations are the schema; the default plist must hold each of them, and nothing else.
        let schema = Dictionary(uniqueKeysWithValues: Settings.all.map { ($0.key, $0.type) })
        var values: [String: SettingValue] = [:]
        for (key, value) in defaults.sorted(by: { $0.key < $1.key }) {
            values[key] = try check(key: key, value: value, source: defaultsSource, schema: schema)
        }
        if let missing = Settings.all.first(where: { defaults[$0.key] == nil }) {
            throw .invalidValue(
                key: missing.key, source: defaultsSource,
                reason: "is missing; every setting needs a default value")
        }
        var sources = defaults.mapValues { _ in defaultsSource }
        var ignored: [IgnoredVariable] = []
        var userTables = UserTables()

        let userFile: URL
        if let chosen = self.userFile {
            userFile = chosen
        } else {
            userFile = try xdgUserFile(defaults: defaults, source: defaultsSource)
        }
        if FileManager.default.fileExists(atPath: userFile.path) {
            let source = ConfigurationSource.userFile(path: userFile.path)
            var entries = try PropertyListFile.entries(of: userFile)
            userTables = try UserTables.read(from: entries, source: source)
            for section in UserTables.sections { entries[section] = nil }
            for (key, value) in flatten(entries, prefix: "").sorted(by: { $0.key < $1.key }) {
                if value == .dictionary([:]) {
                    try checkSection(key, source: source, schema: schema)
                    continue
                }
                values[key] = try check(key: key, value: value, source: source, schema: schema)
                sources[key] = source
            }
        }
        for (variable, text) in environment.sorted(by: { $0.key < $1.key })
        where variable.hasPrefix(Self.environmentPrefix) && !reservedVariables.contains(variable) {
            let source = ConfigurationSource.environment(variable: variable)
            guard let key = schema.keys.first(where: { Self.environmentVariable(for: $0) == variable }),
                let type = schema[key]
            else {
                ignored.append(
                    IgnoredVariable(
                        name: variable,
                        closestSetting: IgnoredVariable.closest(
                            to: variable, among: schema.keys.map(Self.environmentVariable(for:)))))
                continue
            }
            guard let value = type.parse(environmentText: text) else {
                throw .wrongType(
                    key: key, source: source, expected: type.phrase, found: SettingValue.string(text).jsonText
                )
            }
            values[key] = try check(key: key, value: value, source: source, schema: schema)
            sources[key] = source
        }

        let configuration = Configuration(values: values)
        let entries = Settings.all.compactMap { setting -> ResolvedConfiguration.Entry? in
            guard let value = values[setting.key], let source = sources[setting.key] else { return nil }
            return .init(
                key: setting.key, value: value, source: source, documentation: setting.documentation)
        }
        return ResolvedConfiguration(
            configuration: configuration, entries: entries, defaultsFile: defaultsFile, userFile: userFile,
            ignoredVariables: ignored, userTables: userTables)
    }

    private func xdgUserFile(defaults: [String: SettingValue], source: ConfigurationSource)
        throws(ConfigurationError)
        -> URL
    {
        let key = "storage.directoryName"
        guard case .string(let name)? = defaults[key] else {
            throw .invalidValue(
                key: key, source: source, reason: "is missing; the user plist is found through it")
        }
        return Self.userFile(directoryName: name, environment: environment)
    }

    /// `network.userAgent` → `TIDINGS_NETWORK_USER_AGENT`. Keys are ASCII (the test
    /// `everyKeyIsASCIIAndNamesItsOwnVariable` checks every declared one), so the name is built
    /// byte by byte.
    public static func environmentVariable(for key: String) -> String {
        var name = Array(environmentPrefix.utf8)
        var previousWasLower = false
        for byte in key.utf8 {
            switch byte {
            case UInt8(ascii: "."):
                name.append(UInt8(ascii: "_"))
                previousWasLower = false
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                if previousWasLower { name.append(UInt8(ascii: "_")) }
                name.append(byte)
                previousWasLower = false
            case UInt8(ascii: "a")...UInt8(ascii: "z"):
                name.append(byte - 32)
                previousWasLower = true
            default:
                name.append(byte)
                previousWasLower = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            }
        }
        return String(decoding: name, as: UTF8.self)
    }

    /// Turns nested dictionaries into dotted keys; arrays and scalars are leaves, and so is an
    /// empty dictionary, so that an empty section is still checked by name.
    private func flatten(_ entries: [String: SettingValue], prefix: String) -> [String: SettingValue] {
        var flat: [String: SettingValue] = [:]
        for (key, value) in entries {
            let path = prefix.isEmpty ? key : "\(prefix).\(key)"
            if case .dictionary(let nested) = value, !nested.isEmpty {
                flat.merge(flatten(nested, prefix: path)) { _, new in new }
            } else {
                flat[path] = value
            }
        }
        return flat
    }

    /// An empty section is allowed only when it is one of the defaults' sections.
    private func checkSection(_ key: String, source: ConfigurationSource, schema: [String: SettingType])
        throws(ConfigurationError)
    {
        guard !schema.keys.contains(where: { $0.hasPrefix("\(key).") }) else { return }
        let sections = Set(schema.keys.compactMap { $0.split(separator: ".").first.map(String.init) })
        throw .unknownKey(key: key, source: source, known: sections.sorted())
    }

    /// Checks `value` against the declaration of `key` and returns it in the declared type (a
    /// whole number given for a number setting becomes `.real`).
    private func check(
        key: String, value: SettingValue, source: ConfigurationSource, schema: [String: SettingType]
    )
        throws(ConfigurationError) -> SettingValue
    {
        guard let type = schema[key] else {
            if schema.keys.contains(where: { $0.hasPrefix("\(key).") }) {
                throw .wrongType(
                    key: key, source: source, expected: "a dictionary of settings", found: value.kindPhrase)
            }
            let section = key.split(separator: ".").dropLast().joined(separator: ".")
            let siblings = schema.keys.filter { !section.isEmpty && $0.hasPrefix("\(section).") }
            let sections = Set(schema.keys.compactMap { $0.split(separator: ".").first.map(String.init) })
            throw .unknownKey(
                key: key, source: source, known: siblings.isEmpty ? sections.sorted() : siblings.sorted())
        }
        guard type.accepts(value) else {
            throw .wrongType(key: key, source: source, expected: type.phrase, found: value.kindPhrase)
        }
        if let problem = Settings.named(key)?.problem(with: value) {
            throw .invalidValue(key: key, source: source, reason: problem)
        }
        if case .real = type, case .integer(let whole) = value { return .real(Double(whole)) }
        return value
    }
}
