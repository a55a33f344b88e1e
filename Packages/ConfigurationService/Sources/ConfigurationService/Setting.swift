/// What a setting may hold: how its value reads from and writes to a `SettingValue`, and the
/// shape every plist and environment variable must give it.
public protocol SettingValueConvertible: Sendable, Equatable {
    /// The shape values of this type have.
    static var settingType: SettingType { get }
    init?(settingValue: SettingValue)
    var settingValue: SettingValue { get }
}

/// A setting declared once (in `Settings`): its dotted key, its type, its default, the range a
/// number must lie in, and what it does. Everything about a setting comes from here: the typed
/// value the code reads (`configuration[Settings.Network.concurrency]`), the check of every value
/// given, `tidings config`, the comment and default in `Config/Tidings.plist`
/// (`SettingsDocument`), the environment variable that sets it, and the README's settings table.
public struct Setting<Value: SettingValueConvertible>: AnySetting {
    public let key: String
    public let defaultValue: Value
    public let range: ClosedRange<Double>?
    public let documentation: String

    init(_ key: String, _ defaultValue: Value, range: ClosedRange<Double>? = nil, _ documentation: String) {
        self.key = key
        self.defaultValue = defaultValue
        self.range = range
        self.documentation = documentation
    }

    public var type: SettingType { Value.settingType }
    public var defaultSettingValue: SettingValue { defaultValue.settingValue }
}

/// A declared setting, whatever its type: what the loader, the plist and the README read.
public protocol AnySetting: Sendable {
    /// The dotted key, `section.name`.
    var key: String { get }
    var type: SettingType { get }
    var defaultSettingValue: SettingValue { get }
    /// The values a number may take; nil for what is not a number.
    var range: ClosedRange<Double>? { get }
    /// What the setting does, in a sentence or two.
    var documentation: String { get }
}

extension AnySetting {
    /// The section, `network` of `network.userAgent`.
    public var section: String { String(key.split(separator: ".").first ?? "") }
    /// The name in its section, `userAgent`.
    public var name: String { String(key.split(separator: ".").dropFirst().joined(separator: ".")) }
    /// The environment variable that sets it: `TIDINGS_NETWORK_USER_AGENT`.
    public var environmentVariable: String { ConfigurationLoader.environmentVariable(for: key) }

    /// Why `value` is refused, or nil when it is allowed.
    func problem(with value: SettingValue) -> String? {
        let number: Double
        switch value {
        case .integer(let integer): number = Double(integer)
        case .real(let real): number = real
        default: return nil
        }
        guard number.isFinite else { return "must be a finite number, but it is \(value.displayText)" }
        guard let range else { return nil }
        guard range.contains(number) else {
            return "must be from \(Settings.phrase(range)), but it is \(value.displayText)"
        }
        return nil
    }
}

extension Int: SettingValueConvertible {
    public static var settingType: SettingType { .integer }
    public init?(settingValue: SettingValue) {
        guard case .integer(let value) = settingValue else { return nil }
        self = value
    }
    public var settingValue: SettingValue { .integer(self) }
}

extension Double: SettingValueConvertible {
    public static var settingType: SettingType { .real }
    public init?(settingValue: SettingValue) {
        switch settingValue {
        case .real(let value): self = value
        case .integer(let value): self = Double(value)
        default: return nil
        }
    }
    public var settingValue: SettingValue { .real(self) }
}

extension Bool: SettingValueConvertible {
    public static var settingType: SettingType { .boolean }
    public init?(settingValue: SettingValue) {
        guard case .boolean(let value) = settingValue else { return nil }
        self = value
    }
    public var settingValue: SettingValue { .boolean(self) }
}

extension String: SettingValueConvertible {
    public static var settingType: SettingType { .string }
    public init?(settingValue: SettingValue) {
        guard case .string(let value) = settingValue else { return nil }
        self = value
    }
    public var settingValue: SettingValue { .string(self) }
}

extension Array: SettingValueConvertible where Element: SettingValueConvertible {
    public static var settingType: SettingType { .array(of: Element.settingType) }
    public init?(settingValue: SettingValue) {
        guard case .array(let items) = settingValue else { return nil }
        var values: [Element] = []
        for item in items {
            guard let value = Element(settingValue: item) else { return nil }
            values.append(value)
        }
        self = values
    }
    public var settingValue: SettingValue { .array(map(\.settingValue)) }
}
