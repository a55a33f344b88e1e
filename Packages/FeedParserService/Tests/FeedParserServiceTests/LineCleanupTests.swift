import Testing

@testable import FeedParserService

/// `needsLineCleanup`, whose first look goes sixteen bytes at a time: every byte that can make a
/// title need cleaning is found wherever it stands, and the characters next to them are not.
@Suite struct LineCleanupTests {
    private static let needing = [
        "\t", "\n", "\u{0B}", "\u{0C}", "\r", "\u{85}", "\u{2028}", "\u{2029}", "&amp;", "&#38;",
    ]
    private static let plain = ["é", "’", "\u{A0}", "& ", "日", "~"]

    @Test func aBreakOrAReferenceIsFoundAtEveryPlace() {
        for length in [0, 5, 15, 16, 17, 31, 32, 40] {
            let filler = String(repeating: "t", count: length)
            #expect(!FeedDocumentAssembler.needsLineCleanup(Array(filler.utf8)))
            for place in 0...length {
                let index = filler.index(filler.startIndex, offsetBy: place)
                for piece in Self.needing {
                    var text = filler
                    text.insert(contentsOf: piece, at: index)
                    #expect(
                        FeedDocumentAssembler.needsLineCleanup(Array(text.utf8)),
                        "\(piece.debugDescription) at \(place) of \(length)")
                }
                for piece in Self.plain {
                    var text = filler
                    text.insert(contentsOf: piece, at: index)
                    #expect(
                        !FeedDocumentAssembler.needsLineCleanup(Array(text.utf8)),
                        "\(piece.debugDescription) at \(place) of \(length)")
                }
            }
        }
    }
}
