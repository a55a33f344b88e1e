import ProgramService
import Testing

@Suite struct CommandWordsTests {
    @Test
    func wordsSplitOnBlanksAndQuotesKeepWhatIsInside() throws {
        #expect(try CommandWords.split("pass show rss/freshrss") == ["pass", "show", "rss/freshrss"])
        #expect(
            try CommandWords.split(#"secret-tool lookup service "my rss"  user 'ann  o'"#)
                == ["secret-tool", "lookup", "service", "my rss", "user", "ann  o"])
        #expect(try CommandWords.split(#"echo a\ b "q\"x\n" ''"#) == ["echo", "a b", #"q"x\n"#, ""])
        #expect(try CommandWords.split("\tgopass  show -o  x\n") == ["gopass", "show", "-o", "x"])
    }

    @Test
    func nothingIsExpandedOrRunByTheSplit() throws {
        #expect(
            try CommandWords.split("echo $HOME `id` $(id) ~ *; rm -rf /")
                == ["echo", "$HOME", "`id`", "$(id)", "~", "*;", "rm", "-rf", "/"])
    }

    @Test
    func aBrokenCommandSaysWhy() {
        #expect(throws: CommandWords.SplitError.unclosedQuote("\"")) { try CommandWords.split(#"pass "x"#) }
        #expect(throws: CommandWords.SplitError.unclosedQuote("'")) { try CommandWords.split("pass 'x") }
        #expect(throws: CommandWords.SplitError.trailingBackslash) { try CommandWords.split(#"pass x\"#) }
        #expect(throws: CommandWords.SplitError.empty) { try CommandWords.split("  ") }
    }
}
