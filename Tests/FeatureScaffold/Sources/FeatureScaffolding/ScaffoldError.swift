/// Why the scaffold refused to generate a feature, or could not finish. Each message says what
/// to do instead.
public enum ScaffoldError: Error, Equatable, CustomStringConvertible {
    /// The command line was wrong.
    case usage(String)
    /// The name cannot name a feature.
    case invalidName(String, reason: String)
    /// One of the feature's packages is already there.
    case packageExists(path: String)
    /// The feature's route is already taken.
    case routeTaken(route: String, file: String)
    /// Files the scaffold would edit have changes that are not committed.
    case uncommittedChanges([String])
    /// A file the scaffold edits has lost the marker it inserts at.
    case missingMarker(marker: String, file: String)
    /// Reading the tree, git or the templates failed.
    case environment(String)

    public var description: String {
        switch self {
        case .usage(let message):
            message
        case .invalidName(let name, let reason):
            "'\(name)' cannot name a feature: \(reason)"
        case .packageExists(let path):
            "\(path) already exists; choose another name, or remove the package if it is a leftover"
        case .routeTaken(let route, let file):
            "the route \(route) is already declared in \(file); choose another name"
        case .uncommittedChanges(let files):
            "these files have uncommitted changes and would be edited: \(files.joined(separator: ", ")); "
                + "commit or stash them first"
        case .missingMarker(let marker, let file):
            "\(file) has no line '// \(marker)', where new features are added; restore it and try again"
        case .environment(let message):
            message
        }
    }
}
