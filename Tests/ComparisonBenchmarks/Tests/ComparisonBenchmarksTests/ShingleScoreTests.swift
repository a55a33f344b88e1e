import ComparisonBenchmarking
import Testing

/// The extraction metric, on texts small enough to count by hand.
@Suite struct ShingleScoreTests {
    @Test func wordsAreRunsOfLettersDigitsAndUnderscoresInEveryScript() {
        #expect(
            ShingleScore.words("Hello, world! it's 2026 — snake_case") == [
                "Hello", "world", "it", "s", "2026", "snake_case",
            ])
        #expect(ShingleScore.words("Привет мир 東京") == ["Привет", "мир", "東京"])
        #expect(ShingleScore.words("  ...  ").isEmpty)
    }

    @Test func shinglesAreFourWordsCountedAndAShortTextIsOne() {
        let counts = ShingleScore.shingles("a b c d a b c d")
        #expect(counts.values.reduce(0, +) == 5)
        #expect(counts[["a", "b", "c", "d"]] == 2)
        #expect(ShingleScore.shingles("only three words") == [["only", "three", "words"]: 1])
        #expect(ShingleScore.shingles("").isEmpty)
    }

    @Test func aPageScoresItsSharedShinglesByCount() {
        // Truth: 3 shingles; extracted: those 3 and 2 more.
        let page = ShingleScore.page(
            extracted: "one two three four five six seven", truth: "one two three four five six")
        #expect(page.recall == 1)
        #expect(page.precision == 3.0 / 4.0)
        let nothing = ShingleScore.page(extracted: "", truth: "one two three four")
        #expect(nothing.precision == nil)
        #expect(nothing.recall == 0)
    }

    @Test func precisionSkipsPagesWithNothingExtractedAndRecallCountsThem() {
        let total = ShingleScore.total([
            .init(precision: 1, recall: 1), .init(precision: nil, recall: 0),
            .init(precision: 0.5, recall: nil),
        ])
        #expect(total.precision == 0.75)
        #expect(total.recall == 0.5)
        #expect(abs(total.f1 - 2 * 0.75 * 0.5 / 1.25) < 1e-12)
    }
}
