import Foundation
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

    static let globalOptions = ["--data-dir", "--json", "--help", "--version"]

    static var bash: String {
        let cases = Commands.all.map { command in
            let words =
                (command.options.map(\.name) + (command.supportsJSON ? ["--json"] : []) + [
                    "--help", "--data-dir",
                ])
            return "        \(command.name)) opts=\"\(words.joined(separator: " "))\" ;;"
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
                        "        \(command.name)) COMPREPLY=($(compgen -f -W \"$opts\" -- \"$current\")) ;;")
                case .words(let words):
                    argumentCases.append(
                        "        \(command.name)) COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$current\")) ;;"
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
                    COMPREPLY=($(compgen -W "\(Commands.all.map(\.name).joined(separator: " ")) \(globalOptions.joined(separator: " "))" -- "$current"))
                    return
                fi
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
        let commands = Commands.all.map { "    '\($0.name):\(escapeZsh($0.summary))'" }
        let cases = Commands.all.map { command in
            var specs = command.options.map { option in
                var values = ""
                if !option.isFlag {
                    values = ":\(option.valueName?.lowercased() ?? "value"):"
                    if case .words(let words) = option.completion {
                        values += "(\(words.joined(separator: " ")))"
                    }
                }
                return "'\(option.name)\(option.isFlag ? "" : "=")[\(escapeZsh(option.summary))]\(values)'"
            }
            if command.supportsJSON { specs.append("'--json[print JSON]'") }
            for (index, argument) in command.arguments.enumerated() {
                switch argument.completion {
                case .files: specs.append("'*:file:_files'")
                case .words(let words):
                    specs.append(
                        "'\(index + 1):\(argument.name.lowercased()):(\(words.joined(separator: " ")))'")
                case .none: continue
                }
            }
            return "        (\(command.name)) _arguments \(specs.joined(separator: " ")) ;;"
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
                case "$words[2]" in
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
        let names = Commands.all.map(\.name).joined(separator: " ")
        for command in Commands.all {
            let seen = "-n '__fish_seen_subcommand_from \(command.name)'"
            lines.append(
                "complete -c tidings -n 'not __fish_seen_subcommand_from \(names)' -a \(command.name) -d '\(escapeFish(command.summary))'"
            )
            for option in command.options {
                let name = option.name.dropFirst(2)
                var value = option.isFlag ? "" : " -r"
                if case .words(let words) = option.completion {
                    value += " -a '\(words.joined(separator: " "))'"
                }
                lines.append(
                    "complete -c tidings \(seen) -l \(name)\(value) -d '\(escapeFish(option.summary))'")
            }
            if command.supportsJSON { lines.append("complete -c tidings \(seen) -l json -d 'print JSON'") }
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
        text.replacingOccurrences(of: "'", with: "'\\''").replacingOccurrences(of: ":", with: "\\:")
            .replacingOccurrences(of: "[", with: "(").replacingOccurrences(of: "]", with: ")")
    }

    private static func escapeFish(_ text: String) -> String {
        text.replacingOccurrences(of: "'", with: "\\'")
    }
}
