import RegexService
import Testing

/// The plain-bytes search for patterns without special characters gives glibc's answer on every
/// pair below (a differential test: the same pattern compiled both ways).
@Suite struct LiteralSearchTests {
    static let patterns = ["", "linux", "LINUX", "Go", "a b", "release-notes", "k", "s", "i", "x", "é"]
    static let texts = [
        "", "Linux", "linux kernel", "GNU/LINUX", "go", "A B", "a  b", "Release-Notes 1.2",
        "Kelvin \u{212A}", "ſ long s", "İstanbul", "ıi", "x", "café", "CAFÉ",
    ]

    @Test(arguments: [true, false])
    func plainPatternsMatchAsTheEngineDoes(ignoringCase: Bool) throws {
        for pattern in Self.patterns {
            let fast = try ExtendedRegex(pattern, ignoringCase: ignoringCase)
            let engine = try ExtendedRegex(pattern, ignoringCase: ignoringCase, literalFastPath: false)
            for text in Self.texts {
                #expect(
                    fast.matches(text) == engine.matches(text),
                    "\(pattern) in \(text), ignoring case: \(ignoringCase)")
            }
        }
    }
}
