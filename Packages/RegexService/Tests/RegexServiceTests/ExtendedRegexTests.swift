import RegexService
import Testing

@Suite struct ExtendedRegexTests {
    @Test(arguments: [
        ("^linux", "Linux 6.12 released", true),
        ("^linux", "Why Linux", false),
        ("rust|go", "Go 1.24", true),
        ("colou?r$", "The colour", true),
        ("[[:digit:]]{4}", "Year 2026 in review", true),
        ("[[:digit:]]{4}", "Year 26", false),
        ("a.c", "abc", true),
        ("\\(beta\\)", "Tidings (beta)", true),
        ("\\(beta\\)", "Tidings beta", false),
    ])
    func extendedSyntaxMeansWhatPOSIXSays(pattern: String, text: String, expected: Bool) throws {
        #expect(try ExtendedRegex(pattern).matches(text) == expected)
    }

    @Test func lettersMatchRegardlessOfCaseUnlessAsked() throws {
        #expect(try ExtendedRegex("LINUX").matches("linux"))
        #expect(try !ExtendedRegex("LINUX", ignoringCase: false).matches("linux"))
        #expect(try !ExtendedRegex("L[I]NUX", ignoringCase: false).matches("linux"))
        #expect(try ExtendedRegex("L[I]NUX").matches("linux"))
    }

    @Test func charactersBeyondASCIIAreCharactersNotBytes() throws {
        #expect(try ExtendedRegex("^.$").matches("é"))
        #expect(try ExtendedRegex("^über").matches("ÜBER alles"))
        #expect(try ExtendedRegex("^[äöü]+$").matches("ÄÖÜ"))
        #expect(try ExtendedRegex("日本").matches("ニュース日本語"))
    }

    @Test func aPatternThatIsNotOneSaysWhy() {
        #expect(throws: RegexError.self) { try ExtendedRegex("(unclosed") }
        do {
            _ = try ExtendedRegex("[z-a]")
            Issue.record("a reversed range compiled")
        } catch {
            #expect(error.pattern == "[z-a]")
            #expect(error.description.hasPrefix("\"[z-a]\" is not a regular expression: "))
            #expect(!error.reason.isEmpty)
        }
    }

    @Test func nestedRepetitionTakesNoExponentialTime() throws {
        let expression = try ExtendedRegex("^(a+)+$")
        let title = String(repeating: "a", count: 40)
        #expect(expression.matches(title))
        #expect(!expression.matches(title + "b"))
        for _ in 0..<1_000 { #expect(!expression.matches(title + "!")) }
    }

    @Test func bytesNeedNoTerminatingNul() throws {
        let expression = try ExtendedRegex("end$")
        let bytes = Array("the end of the line".utf8)
        bytes.withUnsafeBufferPointer { all in
            #expect(!expression.matches(all))
            #expect(expression.matches(UnsafeBufferPointer(rebasing: all[0..<7])))
        }
        #expect(try ExtendedRegex("^$").matches(""))
        #expect(try ExtendedRegex("x").matches("") == false)
    }
}
