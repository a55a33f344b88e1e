import CommandLineUI
import Foundation
import NavigationUI
import Testing

let environment = CommandEnvironment(currentDirectory: "/home/reader")

func open(_ arguments: String...) throws(UsageError) -> String? {
    let invocation = try CommandLineParser.parse(arguments, environment: environment)
    if case .open(let url, _) = invocation.action { return url }
    return nil
}

@Suite struct Parsing {
    @Test func commandsBecomeURLs() throws {
        #expect(try open("feeds") == "tidings://feeds")
        #expect(
            try open("add", "example.com/feed", "--tag", "a", "--tag=b")
                == "tidings://subscribe?url=https://example.com/feed&tag=a,b")
        #expect(try open("remove", "Swift Blog") == "tidings://unsubscribe?feed=Swift%20Blog")
        #expect(try open("refresh", "--tag", "news") == "tidings://refresh?tag=news")
        #expect(
            try open("articles", "--unread", "--feed", "3", "--limit", "5")
                == "tidings://articles?filter=unread&feed=3&limit=5")
        #expect(try open("read", "42") == "tidings://articles/42")
        #expect(try open("mark", "1", "2", "--star") == "tidings://mark?ids=1,2&state=star")
        #expect(try open("search", "swift", "actors") == "tidings://search?q=swift%20actors")
        #expect(try open("import", "subs.opml") == "tidings://import?file=/home/reader/subs.opml")
        #expect(try open("export") == "tidings://export")
        #expect(try open("share", "7", "--to", "email") == "tidings://share/7?to=email")
        #expect(try open("inspect", "feed.xml") == "tidings://inspect?url=file:///home/reader/feed.xml")
        #expect(
            try open("inspect", "https://example.com/rss") == "tidings://inspect?url=https://example.com/rss")
        #expect(try open("completion", "zsh") == "tidings://completion/zsh")
        #expect(try open("downloads") == "tidings://downloads")
        #expect(try open("downloads", "--run") == "tidings://downloads?action=run")
        #expect(try open("downloads", "--clear-done") == "tidings://downloads?action=clear-done")
        #expect(try open("download", "4", "9") == "tidings://downloads/queue?ids=4,9")
        #expect(try open("open", "tidings://articles?filter=starred") == "tidings://articles?filter=starred")
        #expect(
            try open("mark-all-read", "--before", "2026-11-01")
                == "tidings://mark-all-read?before=2026-11-01T00:00:00Z")
    }

    @Test func globalOptionsGoAnywhere() throws {
        let invocation = try CommandLineParser.parse(
            ["--data-dir", "/tmp/lib", "articles", "--json"], environment: environment)
        #expect(invocation.json)
        #expect(invocation.dataDirectory == "/tmp/lib")
        #expect(try CommandLineParser.parse([], environment: environment).action == .interactive)
        #expect(try CommandLineParser.parse(["--version"], environment: environment).action == .version)
        #expect(
            try CommandLineParser.parse(["add", "--help"], environment: environment).action
                == .help(command: "add"))
    }

    @Test(arguments: [
        (["frobnicate"], "unknown command 'frobnicate'"),
        (["--frobnicate"], "unknown option '--frobnicate'"),
        (["articles", "--unread", "--starred"], "--unread and --starred cannot go together"),
        (["articles", "--limit", "0"], "--limit takes a positive number, not '0'"),
        (["mark", "1"], "say what to do: --read, --unread, --star or --unstar"),
        (["add"], "add needs URL"),
        (["read", "1", "2"], "unexpected argument '2'"),
        (["export", "--json"], "export has no --json output"),
        (["share", "1", "--to", "fax"], "--to takes clipboard, browser, email or file, not 'fax'"),
        (
            ["mark-all-read", "--before", "soon"],
            "--before takes a date such as 2026-11-01, 2026-11-01T08:00:00Z, 7d or 12h, not 'soon'"
        ),
        (["completion", "tcsh"], "completion is available for bash, zsh and fish, not 'tcsh'"),
        (["articles", "--feed"], "--feed needs F"),
    ])
    func mistakesAreClearUsageErrors(arguments: [String], message: String) {
        #expect(throws: UsageError.self) { try CommandLineParser.parse(arguments, environment: environment) }
        do {
            _ = try CommandLineParser.parse(arguments, environment: environment)
        } catch {
            #expect(error.message == message)
        }
    }

    @Test func datesAcceptDaysTimesAndAges() throws {
        let now = Date(timeIntervalSince1970: 1_768_478_400)
        #expect(CommandDate.parse("7d", now: now) == now.addingTimeInterval(-7 * 86_400))
        #expect(CommandDate.parse("12h", now: now) == now.addingTimeInterval(-12 * 3600))
        #expect(CommandDate.parse("2026-01-01", now: now).map(CommandDate.format) == "2026-01-01T00:00:00Z")
        #expect(
            CommandDate.parse("2026-01-01T08:30:00+01:00", now: now).map(CommandDate.format)
                == "2026-01-01T07:30:00Z")
        #expect(CommandDate.parse("yesterday", now: now) == nil)
    }
}

@Suite struct HelpAndCompletion {
    @Test func everyCommandHasHelpWithItsUsage() {
        for command in Commands.all {
            #expect(command.help.hasPrefix("usage: tidings \(command.name)"))
            #expect(command.help.contains("--help"))
        }
        #expect(
            Commands.named("articles")?.usage
                == "tidings articles [--unread|--today|--starred] [--feed F] [--tag T] [--filter EXPR] [--query NAME] [--limit N] [--json]"
        )
        #expect(HelpText.program(version: "9").contains("mark-all-read"))
    }

    /// In every command's help, the names of arguments and options make one column as wide as
    /// the longest of them and two spaces: every summary starts at the same place, after its name
    /// (`--password-stdin` and `--star-flag LETTER` once ran into theirs).
    @Test func everyHelpKeepsNamesAndSummariesApart() throws {
        for command in Commands.all {
            var names = command.arguments.map(\.name)
            names += command.options.map { option in
                option.valueName.map { "\(option.name) \($0)" } ?? option.name
            }
            names += (command.supportsJSON ? ["--json"] : []) + ["--data-dir DIR", "-h, --help"]
            let rows = command.help.split(separator: "\n").filter { $0.hasPrefix("  ") }.map {
                $0.dropFirst(2)
            }
            #expect(rows.count == names.count, "\(command.name)")
            let width = (names.map(\.count).max() ?? 0) + 2
            for (row, name) in zip(rows, names) {
                #expect(
                    row.hasPrefix(name + String(repeating: " ", count: width - name.count)),
                    "\(command.name): \(row)")
                #expect(row.dropFirst(width).first != " ", "\(command.name): \(row)")
            }
        }
        let help = try #require(Commands.named("account add")).help
        #expect(help.contains("  --password-stdin        read the password from standard input's first line"))
    }

    @Test func completionScriptsOfferWhatTheDeclarationsSay() {
        for shell in Shell.allCases {
            let script = CompletionScripts.script(for: shell)
            for command in Commands.all {
                #expect(script.contains(command.name), "\(shell) lacks \(command.name)")
            }
            #expect(script.contains("clipboard browser email file"), "\(shell) lacks the --to words")
            #expect(script.contains("bash zsh fish"), "\(shell) lacks the shells")
        }
        #expect(CompletionScripts.script(for: .bash).contains("import) COMPREPLY=($(compgen -f"))
        #expect(CompletionScripts.script(for: .fish).contains("__fish_seen_subcommand_from inspect' -F"))
    }

    @Test func bashCompletionIsValidBash() throws {
        let script = CompletionScripts.script(for: .bash)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-n", "-c", script]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }
}
