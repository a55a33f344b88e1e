/// Where a setting's effective value came from.
public enum ConfigurationSource: Equatable, Sendable, CustomStringConvertible {
    /// The default plist that ships with Tidings.
    case defaults(path: String)
    /// The user's own plist.
    case userFile(path: String)
    /// An environment variable.
    case environment(variable: String)

    /// A one-word label: default, user or environment.
    public var label: String {
        switch self {
        case .defaults: "default"
        case .userFile: "user"
        case .environment: "environment"
        }
    }

    /// The file or variable, as it appears in messages.
    public var location: String {
        switch self {
        case .defaults(let path), .userFile(let path): path
        case .environment(let variable): "environment variable \(variable)"
        }
    }

    public var description: String { "\(label) (\(location))" }
}
