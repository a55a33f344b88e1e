import ConfigurationService
import Foundation

/// The text `tidings config` prints: the files that were read, then every setting with its
/// value and source.
struct ConfigurationReport {
    let resolved: ResolvedConfiguration

    var text: String {
        let userFile = resolved.userFile.path
        let userState = FileManager.default.fileExists(atPath: userFile) ? "" : " (not present)"
        var lines = [
            "Sources, later ones win:",
            "  default      \(resolved.defaultsFile.path)",
            "  user         \(userFile)\(userState)",
            "  environment  TIDINGS_<SECTION>_<KEY> variables",
            "",
        ]
        let keyWidth = resolved.entries.map(\.key.count).max() ?? 0
        let valueWidth = min(resolved.entries.map(\.value.displayText.count).max() ?? 0, 40)
        for entry in resolved.entries {
            let key = entry.key.padding(toLength: keyWidth, withPad: " ", startingAt: 0)
            let source =
                switch entry.source {
                case .defaults: "default"
                case .userFile: "user"
                case .environment(let variable): "environment: \(variable)"
                }
            let value = entry.value.displayText
            let paddedValue =
                value.count < valueWidth
                ? value.padding(toLength: valueWidth, withPad: " ", startingAt: 0) : value
            lines.append("\(key)  \(paddedValue)  [\(source)]")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
