import Foundation

/// Shell completion for `tidings`, written from the command specs so that it never drifts
/// from the commands.
public enum CompletionScripts {
    public static func script(for shell: String) -> String? {
        switch shell {
        case "bash": bash
        case "zsh": zsh
        case "fish": fish
        default: nil
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
                    --to) COMPREPLY=($(compgen -W "clipboard browser email file" -- "$current")); return ;;
                esac
                if [ "$command" = import ] || [ "$command" = inspect ]; then
                    COMPREPLY=($(compgen -f -W "$opts" -- "$current"))
                elif [ "$command" = completion ]; then
                    COMPREPLY=($(compgen -W "bash zsh fish" -- "$current"))
                else
                    COMPREPLY=($(compgen -W "$opts" -- "$current"))
                fi
            }
            complete -F _tidings tidings
            """
    }

    static var zsh: String {
        let commands = Commands.all.map { "    '\($0.name):\(escapeZsh($0.summary))'" }
        let cases = Commands.all.map { command in
            var specs = command.options.map { option in
                "'\(option.name)\(option.isFlag ? "" : "=")[\(escapeZsh(option.summary))]\(option.isFlag ? "" : ":\(option.valueName?.lowercased() ?? "value"):")'"
            }
            if command.supportsJSON { specs.append("'--json[print JSON]'") }
            if command.name == "import" || command.name == "inspect" { specs.append("'*:file:_files'") }
            if command.name == "completion" { specs.append("'1:shell:(bash zsh fish)'") }
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
            lines.append(
                "complete -c tidings -n 'not __fish_seen_subcommand_from \(names)' -a \(command.name) -d '\(escapeFish(command.summary))'"
            )
            for option in command.options {
                let name = option.name.dropFirst(2)
                let value = option.isFlag ? "" : " -r"
                lines.append(
                    "complete -c tidings -n '__fish_seen_subcommand_from \(command.name)' -l \(name)\(value) -d '\(escapeFish(option.summary))'"
                )
            }
            if command.supportsJSON {
                lines.append(
                    "complete -c tidings -n '__fish_seen_subcommand_from \(command.name)' -l json -d 'print JSON'"
                )
            }
        }
        lines.append("complete -c tidings -n '__fish_seen_subcommand_from import inspect' -F")
        lines.append("complete -c tidings -n '__fish_seen_subcommand_from completion' -a 'bash zsh fish'")
        lines.append(
            "complete -c tidings -n '__fish_seen_subcommand_from share' -l to -r -a 'clipboard browser email file'"
        )
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
