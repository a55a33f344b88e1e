/// Every environment parameter of Tidings, as the loader resolved them: the defaults of
/// `Config/Tidings.plist`, then the user's plist, then `TIDINGS_*` variables. It is read typed,
/// through the one declaration of each setting: `configuration[Settings.Network.concurrency]`.
public struct Configuration: Equatable, Sendable {
    /// The checked value of every setting, by dotted key.
    private let values: [String: SettingValue]

    init(values: [String: SettingValue]) {
        self.values = values
    }

    /// Every setting at its declared default.
    public static let defaults = Configuration(
        values: Dictionary(uniqueKeysWithValues: Settings.all.map { ($0.key, $0.defaultSettingValue) }))

    /// The value of `setting`; its default when none was given (the loader gives every one).
    public subscript<Value>(_ setting: Setting<Value>) -> Value {
        values[setting.key].flatMap(Value.init(settingValue:)) ?? setting.defaultValue
    }
}
