import CommandLineUI
import Foundation
import NavigationUI
import Testing

/// The README's command table, help and completion all come from `Commands.all`.
@Suite struct CommandReferenceTests {
    static let readme = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")

    @Test func theReadmeTableIsTheOneTheDeclarationsWrite() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        let begin = try #require(
            text.range(of: CommandReference.begin), "README.md has no command table marker")
        let end = try #require(text.range(of: CommandReference.end, range: begin.upperBound..<text.endIndex))
        let table = text[begin.upperBound..<end.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
        let expected = CommandReference.markdownTable()
        #expect(
            table == expected,
            "README.md's command table differs from the declarations; replace it with:\n\(expected)")
    }

    @Test func everyCommandIsInHelpAndInEveryCompletion() {
        let help = HelpText.program(version: "0")
        for shell in Shell.allCases {
            let script = CompletionScripts.script(for: shell)
            for command in Commands.all {
                #expect(script.contains(command.name), "\(shell) completion lacks \(command.name)")
            }
        }
        for command in Commands.all {
            #expect(help.contains("  \(command.name) "), "help lacks \(command.name)")
        }
        for command in Commands.all where command.supportsJSON {
            #expect(command.help.contains("--json"))
            #expect(help.contains(command.name))
        }
        let json = Commands.all.filter(\.supportsJSON).map(\.name)
        #expect(
            help.contains(json.dropLast().joined(separator: ", ") + " and " + (json.last ?? "")),
            "the --json line names every command that has it")
        #expect(json.contains("account add") && json.contains("open"))
    }
}
