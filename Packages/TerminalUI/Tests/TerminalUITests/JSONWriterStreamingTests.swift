import Foundation
import Testing

@testable import TerminalUI

/// A writer that hands its bytes to a drain a chunk at a time writes the same JSON as one that
/// keeps them all, whatever falls on a chunk's edge.
@Suite struct JSONWriterStreaming {
    @Test(arguments: [16, 17, 64, 4096])
    func chunksJoinToTheWholeDocument(chunkSize: Int) {
        var kept = JSONWriter()
        kept.sampleDocument()
        var chunks: [[UInt8]] = []
        var streamed = JSONWriter(chunkSize: chunkSize) { chunks.append(Array($0)) }
        streamed.sampleDocument()
        streamed.finish()
        #expect(String(decoding: chunks.joined(), as: UTF8.self) == kept.text)
        #expect(chunks.count > 1)
        #expect(chunks.dropLast().allSatisfy { $0.count <= max(chunkSize, Self.longText.utf8.count + 2) })
    }

    @Test func aWriterWithNothingWrittenDrainsNothing() {
        var chunks = 0
        let writer = JSONWriter(chunkSize: 16) { _ in chunks += 1 }
        writer.finish()
        #expect(chunks == 0)
    }

    /// Longer than any chunk above but the last, with escapes on the way.
    static let longText = String(repeating: "line \"quoted\"\n\u{1}é日本 ", count: 300)
}

extension JSONWriter {
    /// A document with nesting, dates, numbers and one long escaped string.
    fileprivate mutating func sampleDocument() {
        beginObject()
        member("a", "short")
        key("items")
        beginArray()
        for index in 0..<40 {
            beginObject()
            member("date", Date(timeIntervalSince1970: Double(index) * 86_400))
            member("index", index)
            member("text", index == 7 ? JSONWriterStreaming.longText : "item \(index)")
            endObject()
        }
        endArray()
        member("z", ["x", "y"])
        endObject()
    }
}
