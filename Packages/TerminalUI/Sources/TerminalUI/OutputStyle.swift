/// Whether output may carry colour: only to a terminal, and never when `NO_COLOR` is set to
/// anything (https://no-color.org), or the terminal is `dumb`.
public enum OutputStyle: Equatable, Sendable {
    case plain
    case colored

    public static func detect(environment: [String: String], isTerminal: Bool) -> OutputStyle {
        if !isTerminal { return .plain }
        if let value = environment["NO_COLOR"], !value.isEmpty { return .plain }
        if environment["TERM"] == "dumb" { return .plain }
        return .colored
    }
}
