import ComparisonBenchmarking
import Testing

/// The advantage and the verdict, in both directions.
@Suite struct ComparisonRowTests {
    static func row(
        _ direction: ComparisonRow.Direction, _ tidings: Double, _ reference: Double, target: Double?
    )
        -> ComparisonRow
    {
        ComparisonRow(
            group: "g", name: "n", unit: direction == .higherIsBetter ? "MB/s" : "ms", direction: direction,
            tidings: tidings, tidingsRuns: [tidings], reference: "newsboat 2.21.0, reload-threads 8",
            referenceValue: reference, referenceRuns: [reference], target: target)
    }

    @Test func throughputIsTidingsOverTheReference() {
        let row = Self.row(.higherIsBetter, 150, 1.5, target: 100)
        #expect(row.advantage == 100)
        #expect(row.met == true)
        #expect(row.verdict == "met")
    }

    @Test func timeAndMemoryAreTheReferenceOverTidings() {
        let row = Self.row(.lowerIsBetter, 400, 1000, target: 5)
        #expect(row.advantage == 2.5)
        #expect(row.met == false)
        #expect(row.verdict == "MISSED")
        #expect(row.referenceProgram == "newsboat")
    }

    @Test func aRowWithoutTargetHasNoVerdict() {
        let row = Self.row(.lowerIsBetter, 20, 10, target: nil)
        #expect(row.met == nil)
        #expect(row.verdict == "-")
    }

    @Test func theMedianTakesTheMiddleOrTheMeanOfTheMiddleTwo() {
        #expect(median([3, 1, 2]) == 2)
        #expect(median([4, 1, 3, 2]) == 2.5)
        #expect(median([]) == 0)
    }
}
