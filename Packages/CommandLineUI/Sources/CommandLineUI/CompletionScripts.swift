import FoundationEssentials
public import NavigationUI

/// Shell completion for `tidings`, written from the command specs so that it never drifts
/// from the commands.
public enum CompletionScripts {
    public static func script(for shell: Shell) -> String {
        switch shell {
        case .bash: bash
        case .zsh: zsh
        case .fish: fish
        }
    }

    static let globalOptions = CommandOptions.global.map(\.name)

    /// The first words of the commands, each once, in order: `account` stands for `account add`,
    /// `account list`, ….
    static var firstWords: [String] {
        var seen: Set<String> = []
        return Commands.all.compactMap { command in
            let first = String(command.name.split(separator: " ")[0])
            return seen.insert(first).inserted ? first : nil
        }
    }

    /// The commands of two words, by their first word, with their second words in order.
    static var groups: [(first: String, seconds: [String])] {
        firstWords.compactMap { first in
            let seconds = Commands.subcommands(of: first)
            return seconds.isEmpty ? nil : (first, seconds)
        }
    }

    /// Whether `first` is also a command of one word that takes a file (`import FILE` beside
    /// `import newsboat`), so that its second word may be a file's name too.
    private static func takesFiles(_ first: String) -> Bool {
        Commands.named(first)?.arguments.contains { if case .files = $0.completion { true } else { false } }
            ?? false
    }

    /// A bash `case` pattern for a command name; a two-word name is quoted.
    private static func bashPattern(_ name: String) -> String {
        name.contains(" ") ? "\"\(name)\"" : name
    }

    static var bash: String {
        let cases = Commands.all.map { command in
            let words = command.allOptions.map(\.name)
            return "        \(bashPattern(command.name))) opts=\"\(words.joined(separator: " "))\" ;;"
        }
        let groupCases = groups.map { group in
            let seconds = group.seconds.joined(separator: " ")
            return "        \(group.first)) if [ \"$COMP_CWORD\" -eq 2 ]; then "
                + "COMPREPLY=($(compgen \(takesFiles(group.first) ? "-f " : "")-W \"\(seconds)\" -- \"$current\")); return; fi; "
                + "case \" \(seconds) \" in *\" ${COMP_WORDS[2]} \"*) command=\"$command ${COMP_WORDS[2]}\" ;; esac ;;"
        }
        var valueCases: [String] = []
        var seen: Set<String> = []
        for option in Commands.all.flatMap(\.options) {
            guard case .words(let words) = option.completion, seen.insert(option.name).inserted else {
                continue
            }
            valueCases.append(
                "        \(option.name)) COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$current\")); return ;;"
            )
        }
        var argumentCases: [String] = []
        for command in Commands.all {
            for argument in command.arguments {
                switch argument.completion {
                case .files:
                    argumentCases.append(
                        "        \(bashPattern(command.name))) COMPREPLY=($(compgen -f -W \"$opts\" -- \"$current\")) ;;"
                    )
                case .words(let words):
                    argumentCases.append(
                        "        \(bashPattern(command.name))) COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$current\")) ;;"
                    )
                case .none:
                    continue
                }
            }
        }
        return """
            # bash completion for tidings; load with: source <(tidings completion bash)
            _tidings() {
                local current="${COMP_WORDS[COMP_CWORD]}" command="${COMP_WORDS[1]}" opts
                if [ "$COMP_CWORD" -eq 1 ]; then
                    COMPREPLY=($(compgen -W "\(firstWords.joined(separator: " ")) \(globalOptions.joined(separator: " "))" -- "$current"))
                    return
                fi
                case "$command" in
            \(groupCases.joined(separator: "\n"))
                esac
                case "$command" in
            \(cases.joined(separator: "\n"))
                    *) opts="" ;;
                esac
                case "${COMP_WORDS[COMP_CWORD-1]}" in
                    --data-dir) COMPREPLY=($(compgen -d -- "$current")); return ;;
            \(valueCases.joined(separator: "\n"))
                esac
                case "$command" in
            \(argumentCases.joined(separator: "\n"))
                    *) COMPREPLY=($(compgen -W "$opts" -- "$current")) ;;
                esac
            }
            complete -F _tidings tidings
            """
    }

    static var zsh: String {
        let commands = firstWords.map { first in
            let summary =
                Commands.named(first)?.summary
                ?? "\(first) commands: \(Commands.subcommands(of: first).joined(separator: ", "))"
            return "    '\(first):\(escapeZsh(summary))'"
        }
        let groupCases = groups.map { group in
            let described = group.seconds.map { second in
                "'\(second):\(escapeZsh(Commands.named("\(group.first) \(second)")?.summary ?? second))'"
            }
            return
                "        (\(group.first)) if (( CURRENT == 3 )); then local -a sub; sub=(\(described.joined(separator: " "))); "
                + "_describe 'command' sub; \(takesFiles(group.first) ? "_files; " : "")return; fi; "
                + "[[ \" \(group.seconds.joined(separator: " ")) \" == *\" $words[3] \"* ]] && "
                + "command=\"$words[2] $words[3]\" ;;"
        }
        let cases = Commands.all.map { command in
            var specs = command.allOptions.map { option in
                var values = ""
                if !option.isFlag {
                    values = ":\(option.valueName?.lowercased() ?? "value"):"
                    if case .words(let words) = option.completion {
                        values += "(\(words.joined(separator: " ")))"
                    }
                }
                return "'\(option.name)\(option.isFlag ? "" : "=")[\(escapeZsh(option.summary))]\(values)'"
            }
            for (index, argument) in command.arguments.enumerated() {
                switch argument.completion {
                case .files: specs.append("'*:file:_files'")
                case .words(let words):
                    specs.append(
                        "'\(index + 1):\(argument.name.lowercased()):(\(words.joined(separator: " ")))'")
                case .none: continue
                }
            }
            let pattern = command.name.contains(" ") ? "\"\(command.name)\"" : command.name
            return "        (\(pattern)) _arguments \(specs.joined(separator: " ")) ;;"
        }
        return """
            #compdef tidings
            # zsh completion for tidings; load with: source <(tidings completion zsh)
            _tidings() {
                local -a commands
                commands=(
            \(commands.joined(separator: "\n"))
                )
                if (( CURRENT == 2 )); then
                    _describe 'command' commands
                    return
                fi
                local command="$words[2]"
                case "$command" in
            \(groupCases.joined(separator: "\n"))
                esac
                case "$command" in
            \(cases.joined(separator: "\n"))
                esac
            }
            compdef _tidings tidings
            """
    }

    static var fish: String {
        var lines = [
            "# fish completion for tidings; load with: tidings completion fish | source",
            "complete -c tidings -f",
            "complete -c tidings -l data-dir -r -d 'the library to use'",
            "complete -c tidings -l version -d 'print the version'",
        ]
        let names = firstWords.joined(separator: " ")
        for group in groups {
            lines.append(
                "complete -c tidings -n 'not __fish_seen_subcommand_from \(names)' -a \(group.first) "
                    + "-d '\(group.first) commands: \(group.seconds.joined(separator: ", "))'")
        }
        for command in Commands.all {
            let words = command.name.split(separator: " ").map(String.init)
            let seen: String
            if words.count == 2 {
                let siblings = Commands.subcommands(of: words[0]).joined(separator: " ")
                lines.append("# \(command.name)")
                lines.append(
                    "complete -c tidings -n '__fish_seen_subcommand_from \(words[0]); and not __fish_seen_subcommand_from "
                        + "\(siblings)' -a \(words[1]) -d '\(escapeFish(command.summary))'")
                seen =
                    "-n '__fish_seen_subcommand_from \(words[0]); and __fish_seen_subcommand_from \(words[1])'"
            } else {
                seen = "-n '__fish_seen_subcommand_from \(command.name)'"
                lines.append(
                    "complete -c tidings -n 'not __fish_seen_subcommand_from \(names)' -a \(command.name) -d '\(escapeFish(command.summary))'"
                )
            }
            for option in command.allOptions {
                let name = option.name.dropFirst(2)
                var value = option.isFlag ? "" : " -r"
                if case .words(let words) = option.completion {
                    value += " -a '\(words.joined(separator: " "))'"
                }
                lines.append(
                    "complete -c tidings \(seen) -l \(name)\(value) -d '\(escapeFish(option.summary))'")
            }
            for argument in command.arguments {
                switch argument.completion {
                case .files: lines.append("complete -c tidings \(seen) -F")
                case .words(let words):
                    lines.append("complete -c tidings \(seen) -a '\(words.joined(separator: " "))'")
                case .none: continue
                }
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func escapeZsh(_ text: String) -> String {
        text.replacing("'", with: "'\\''").replacing(":", with: "\\:")
            .replacing("[", with: "(").replacing("]", with: ")")
    }

    private static func escapeFish(_ text: String) -> String {
        text.replacing("'", with: "\\'")
    }
}
