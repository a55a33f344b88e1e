public import ConfigurationService
import FoundationEssentials
public import Observation
import TerminalTextService
public import TerminalUI

/// The display logic of `tidings config`: the files that were read, then every setting with
/// its value and where it came from, aligned; values from files and the environment are
/// sanitised before they reach the terminal. `TIDINGS_*` variables that name no setting are
/// listed last, as ignored. Observed: showing the configuration redraws the report.
@Observable
@MainActor
public final class ConfigViewModel: ReportPresenting {
    /// The configuration as loaded; nil until the screen loads.
    public var resolved: ResolvedConfiguration?

    public init(resolved: ResolvedConfiguration? = nil) {
        self.resolved = resolved
    }

    public var lines: [StyledText] {
        resolved.map(Self.lines(for:)) ?? []
    }

    private static func lines(for resolved: ResolvedConfiguration) -> [StyledText] {
        func clean(_ text: String) -> String { TerminalText.sanitize(text, tabs: .expand(width: 1)) }
        let userPath = resolved.userFile.path
        let userState = FileManager.default.fileExists(atPath: userPath) ? "" : " (not present)"
        var lines: [StyledText] = [
            StyledText("Sources, later ones win:", style: .heading),
            StyledText("  default      \(clean(resolved.defaultsFile.path))"),
            StyledText("  user         \(clean(userPath))\(userState)"),
            StyledText("  environment  TIDINGS_<SECTION>_<KEY> variables"),
            "",
        ]
        let keyWidth = resolved.entries.map { $0.key.count }.max() ?? 0
        let valueWidth = min(
            resolved.entries.map { TerminalText.width(of: clean($0.value.displayText)) }.max() ?? 0, 40)
        for entry in resolved.entries {
            let value = clean(entry.value.displayText)
            let source: String =
                switch entry.source {
                case .defaults: "default"
                case .userFile: "user"
                case .environment(let variable): "environment: \(variable)"
                }
            lines.append(
                StyledText([
                    .init(TerminalText.pad(entry.key, toWidth: keyWidth) + "  "),
                    .init(
                        TerminalText.width(of: value) < valueWidth
                            ? TerminalText.pad(value, toWidth: valueWidth) : value),
                    .init("  [\(source)]", style: entry.source.label == "default" ? .secondary : .heading),
                ]))
        }
        if !resolved.ignoredVariables.isEmpty {
            lines.append("")
            lines.append(StyledText("Ignored environment variables (they name no setting):", style: .heading))
            for variable in resolved.ignoredVariables {
                let hint = variable.closestSetting.map { "  did you mean \($0)?" } ?? ""
                lines.append(StyledText("  \(clean(variable.name))\(hint)"))
            }
        }
        return lines
    }
}
