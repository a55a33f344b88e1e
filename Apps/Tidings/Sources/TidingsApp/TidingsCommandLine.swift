import ConfigurationService
public import Foundation

/// What one run of `tidings` printed and how it ended.
public struct CommandOutcome: Equatable, Sendable {
    public var exitCode: ExitCode
    public var output: String
    public var errors: String
}

/// The entry point of the `tidings` executable: reads the command line, runs the command,
/// and reports an exit code.
public enum TidingsCommandLine {
    /// Environment variables the app reads itself rather than as settings.
    public static let reservedVariables: Set<String> = ["TIDINGS_HOME"]

    static let usage = """
        usage: tidings <command> [options]
        Run `tidings --help` for the commands.
        """

    static let help = """
        tidings \(TidingsVersion.current): a terminal feed reader

        usage: tidings <command> [options]

        commands:
          config         print the effective configuration and where each value came from

        options:
          -h, --help     show this help
          --version      print the version

        Exit codes: 0 ok, 1 partial failure, 64 usage, 65 bad data, 69 unavailable, 74 I/O error.
        """

    /// Runs `tidings` with the given arguments, writes its output, and returns the exit status.
    public static func run(arguments: [String], environment: [String: String]) -> Int32 {
        let outcome = execute(
            arguments: arguments, environment: environment,
            defaultsFile: DefaultsLocator.locate(executable: Bundle.main.executableURL))
        FileHandle.standardOutput.write(Data(outcome.output.utf8))
        FileHandle.standardError.write(Data(outcome.errors.utf8))
        return outcome.exitCode.rawValue
    }

    /// Runs `tidings` and returns what it would print.
    public static func execute(
        arguments: [String], environment: [String: String], defaultsFile: URL?
    ) -> CommandOutcome {
        switch arguments.first {
        case nil, "-h", "--help", "help":
            return CommandOutcome(exitCode: .ok, output: help + "\n", errors: "")
        case "--version":
            return CommandOutcome(exitCode: .ok, output: "tidings \(TidingsVersion.current)\n", errors: "")
        case "config":
            let options = arguments.dropFirst()
            if options.contains("--help") || options.contains("-h") {
                return CommandOutcome(
                    exitCode: .ok,
                    output: "usage: tidings config\nPrints every setting, its value and its source.\n",
                    errors: "")
            }
            if let unknown = options.first {
                return usageError("unknown option '\(unknown)' for config")
            }
            return configuration(environment: environment, defaultsFile: defaultsFile)
        case let command?:
            let kind = command.hasPrefix("-") ? "option" : "command"
            return usageError("unknown \(kind) '\(command)'")
        }
    }

    static func usageError(_ message: String) -> CommandOutcome {
        CommandOutcome(exitCode: .usage, output: "", errors: "tidings: \(message)\n\(usage)\n")
    }

    static func configuration(environment: [String: String], defaultsFile: URL?) -> CommandOutcome {
        guard let defaultsFile else {
            return CommandOutcome(
                exitCode: .ioError, output: "",
                errors:
                    "tidings: cannot find the default configuration (share/tidings/Tidings.plist); reinstall Tidings\n"
            )
        }
        do {
            let resolved = try ConfigurationLoader(
                defaultsFile: defaultsFile, environment: environment, reservedVariables: reservedVariables
            ).load()
            let report = ConfigurationReport(resolved: resolved)
            return CommandOutcome(exitCode: .ok, output: report.text, errors: "")
        } catch {
            return CommandOutcome(exitCode: .badData, output: "", errors: "tidings: \(error)\n")
        }
    }
}
