public import NavigationUI

/// What a command line asks for.
public struct Invocation: Equatable, Sendable {
    /// What to do.
    public enum Action: Equatable, Sendable {
        /// `tidings` alone: the interactive reader on a terminal, the feed list otherwise.
        case interactive
        /// `--help`, for the whole program or one command.
        case help(command: String?)
        case version
        /// Open a URL once and print what its screen shows.
        case open(url: String, command: String)
        /// Set up the sample library in a folder of its own and open it.
        case demo
    }

    public var action: Action
    public var json: Bool
    /// `--data-dir DIR`, as given.
    public var dataDirectory: String?
}

/// Reads `tidings`'s command line: global options anywhere (`--data-dir DIR`, `--json`,
/// `--help`, `--version`), then a command with its arguments and options, checked against the
/// command's spec, and turned into the URL of the screen that answers it.
public enum CommandLineParser {
    public static func parse(_ arguments: [String], environment: CommandEnvironment) throws(UsageError)
        -> Invocation
    {
        var json = false
        var help = false
        var version = false
        var dataDirectory: String?
        var words: [String] = []
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded {
                words.append(argument)
                continue
            }
            let dataDirectoryOption = CommandOptions.dataDirectory.name
            switch argument {
            case "--":
                optionsEnded = true
            case CommandOptions.json.name:
                json = true
            case CommandOptions.help.name, CommandOptions.help.alias ?? CommandOptions.help.name:
                help = true
            case CommandOptions.version.name:
                version = true
            case dataDirectoryOption:
                guard index < arguments.count else {
                    throw UsageError("\(dataDirectoryOption) needs a folder")
                }
                dataDirectory = arguments[index]
                index += 1
            case _ where argument.hasPrefix(dataDirectoryOption + "="):
                dataDirectory = String(argument.dropFirst(dataDirectoryOption.count + 1))
            default:
                words.append(argument)
            }
        }
        guard let first = words.first else {
            if version { return Invocation(action: .version, json: json, dataDirectory: dataDirectory) }
            if help {
                return Invocation(action: .help(command: nil), json: json, dataDirectory: dataDirectory)
            }
            return Invocation(action: .interactive, json: json, dataDirectory: dataDirectory)
        }
        guard let (command, nameWords) = Commands.match(words) else {
            let subcommands = Commands.subcommands(of: first)
            if !subcommands.isEmpty {
                throw UsageError(
                    "\(first) needs one of: \(subcommands.joined(separator: ", ")) (`tidings \(first) \(subcommands[0]) …`)"
                )
            }
            let kind = first.hasPrefix("-") ? "option" : "command"
            throw UsageError("unknown \(kind) '\(first)'")
        }
        let name = command.name
        if help { return Invocation(action: .help(command: name), json: json, dataDirectory: dataDirectory) }
        if json && !command.supportsJSON {
            throw UsageError("\(name) has no \(CommandOptions.json.name) output", command: name)
        }
        let parsed = try parseArguments(Array(words.dropFirst(nameWords)), for: command)
        switch command.target {
        case .demo:
            return Invocation(action: .demo, json: false, dataDirectory: dataDirectory)
        case .route(let url):
            return Invocation(
                action: .open(url: try url(parsed, environment), command: name), json: json,
                dataDirectory: dataDirectory)
        }
    }

    /// Checks the words after the command against its spec.
    static func parseArguments(_ words: [String], for command: CommandSpec) throws(UsageError)
        -> ParsedArguments
    {
        var parsed = ParsedArguments(command: command.name)
        var index = 0
        while index < words.count {
            var word = words[index]
            index += 1
            guard word.hasPrefix("--"), word.count > 2 else {
                parsed.positionals.append(word)
                continue
            }
            var inlineValue: String?
            if let equals = word.firstIndex(of: "=") {
                inlineValue = String(word[word.index(after: equals)...])
                word = String(word[..<equals])
            }
            guard let option = command.options.first(where: { $0.name == word }) else {
                throw UsageError("unknown option '\(word)' for \(command.name)", command: command.name)
            }
            if option.isFlag {
                if let group = option.group,
                    let other = command.options.first(where: {
                        $0.group == group && parsed.flags.contains($0.name)
                    }),
                    other.name != option.name
                {
                    throw UsageError(
                        "\(other.name) and \(option.name) cannot go together", command: command.name)
                }
                parsed.flags.insert(option.name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else {
                guard index < words.count else {
                    throw UsageError(
                        "\(option.name) needs \(option.valueName ?? "a value")", command: command.name)
                }
                value = words[index]
                index += 1
            }
            if !option.repeatable, parsed.values[option.name] != nil {
                throw UsageError("\(option.name) can be given once", command: command.name)
            }
            parsed.values[option.name, default: []].append(value)
        }
        try checkPositionals(parsed.positionals, for: command)
        return parsed
    }

    private static func checkPositionals(_ positionals: [String], for command: CommandSpec) throws(UsageError)
    {
        let required = command.arguments.filter { !$0.optional }
        let variadic = command.arguments.contains(where: \.variadic)
        if positionals.count < required.count {
            let missing = required[positionals.count].name
            throw UsageError("\(command.name) needs \(missing)", command: command.name)
        }
        if !variadic && positionals.count > command.arguments.count {
            throw UsageError(
                "unexpected argument '\(positionals[command.arguments.count])'", command: command.name)
        }
    }
}
