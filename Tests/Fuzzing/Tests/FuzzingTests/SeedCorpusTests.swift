import Foundation
import Testing

@testable import FuzzEntryPoints

/// Each fuzzer's entry point over its seed corpus once, without the fuzzing engine: the corpus
/// is where it should be, and no seed crashes a target or breaks its invariants.
@Suite struct SeedCorpus {
    @Test(arguments: FuzzTarget.allCases)
    func everySeedRunsCleanly(_ target: FuzzTarget) throws {
        let seeds = target.seedFiles()
        #expect(seeds.count >= 10, "\(target.rawValue) has only \(seeds.count) seed file(s)")
        for seed in seeds {
            let broken = target.run(try Data(contentsOf: seed))
            #expect(broken.isEmpty, "\(seed.lastPathComponent): \(broken.joined(separator: "\n"))")
        }
    }

    @Test(arguments: FuzzTarget.allCases)
    func emptyAndTinyInputsRunCleanly(_ target: FuzzTarget) {
        for input in [
            Data(), Data([0]), Data("<".utf8), Data("{".utf8), Data([0xFF, 0xFE]), Data([0xEF, 0xBB, 0xBF]),
        ] {
            #expect(target.run(input).isEmpty, "\(target.rawValue) on \(Array(input))")
        }
    }

    @Test func theHTMLInvariantCatchesWhatItGuardsAgainst() {
        #expect(FuzzTarget.htmlText.run(Data("<p>plain words</p>".utf8)).isEmpty)
        #expect(TerminalSafety.firstUnsafeScalar(in: "a\u{1B}[2J", allowingNewlines: false) == "001B")
        #expect(TerminalSafety.firstUnsafeScalar(in: "a\u{9B}2J", allowingNewlines: false) == "009B")
        #expect(TerminalSafety.firstUnsafeScalar(in: "a\u{202E}b", allowingNewlines: false) == "202E")
        #expect(TerminalSafety.firstUnsafeScalar(in: "café 日本", allowingNewlines: false) == nil)
    }

    @Test func theDerivedIDInvariantCatchesWhatItGuardsAgainst() {
        #expect(FeedParserEntry.isDerivedID("derived:0123456789abcdef"))
        #expect(!FeedParserEntry.isDerivedID("derived:0123456789ABCDEF"))
        #expect(!FeedParserEntry.isDerivedID("derived:0123456789abcde"))
        #expect(!FeedParserEntry.isDerivedID("0123456789abcdef"))
    }
}
