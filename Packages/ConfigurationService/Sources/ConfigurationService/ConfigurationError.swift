/// Why the configuration could not be loaded. Each message names the key, where it was
/// found and what was expected.
public enum ConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A file exists but cannot be read.
    case unreadable(path: String, reason: String)
    /// A file could not be written (its folder cannot be made, or the disk refused).
    case unwritable(path: String, reason: String)
    /// A file is not a property list holding a dictionary.
    case malformed(path: String, reason: String)
    /// A key, or an environment variable, names no setting.
    case unknownKey(key: String, source: ConfigurationSource, known: [String])
    /// A value has the wrong type.
    case wrongType(key: String, source: ConfigurationSource, expected: String, found: String)
    /// A value has the right type but is out of range.
    case invalidValue(key: String, source: ConfigurationSource, reason: String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            "cannot read the configuration file \(path): \(reason)"
        case .unwritable(let path, let reason):
            "cannot write the configuration file \(path): \(reason); check its folder and permissions"
        case .malformed(let path, let reason):
            "the configuration file \(path) is not a valid property list: \(reason)"
        case .unknownKey(let key, let source, let known):
            "unknown setting '\(key)' in \(source.location); known settings here are: "
                + known.joined(separator: ", ")
        case .wrongType(let key, let source, let expected, let found):
            "setting '\(key)' in \(source.location) must be \(expected), but it is \(found)"
        case .invalidValue(let key, let source, let reason):
            "setting '\(key)' in \(source.location) \(reason)"
        }
    }
}
