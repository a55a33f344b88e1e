import Foundation
import Testing

@testable import TerminalUI

/// Elements written apart and spliced into an array come out as if written in place: the same
/// commas, line breaks and indentation, into a kept buffer or a drained one.
@Suite struct JSONWriterFragments {
    /// An object whose `items` array holds `count` objects, written in place.
    static func inPlace(_ count: Int, before: Int = 0) -> String {
        var writer = JSONWriter()
        writer.beginObject()
        writer.member("a", "head")
        writer.key("items")
        writer.beginArray()
        for index in 0..<before { writer.element(index) }
        for index in 0..<count { writer.element(before + index) }
        writer.endArray()
        writer.member("z", "tail")
        writer.endObject()
        return writer.text
    }

    /// The same object, the last `count` elements written in a fragment and spliced in.
    static func spliced(_ count: Int, before: Int = 0, chunkSize: Int? = nil) -> String {
        var chunks: [[UInt8]] = []
        var fragment = JSONWriter(elementsAtDepth: 2, chunkSize: 100) { chunks.append(Array($0)) }
        for index in 0..<count { fragment.element(before + index) }
        fragment.flush()
        #expect(chunks.isEmpty == (count == 0))
        #expect(count < 3 || chunks.count > 1)
        var bytes: [UInt8] = []
        var writer =
            chunkSize.map { size in JSONWriter(chunkSize: size) { bytes.append(contentsOf: $0) } }
            ?? JSONWriter()
        writer.beginObject()
        writer.member("a", "head")
        writer.key("items")
        writer.beginArray()
        for index in 0..<before { writer.element(index) }
        writer.appendElements(chunks)
        writer.endArray()
        writer.member("z", "tail")
        writer.endObject()
        guard chunkSize != nil else { return writer.text }
        writer.finish()
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test(arguments: [0, 1, 3, 200])
    func splicedElementsMatchElementsWrittenInPlace(count: Int) {
        #expect(Self.spliced(count) == Self.inPlace(count))
        #expect(Self.spliced(count, before: 2) == Self.inPlace(count, before: 2))
        #expect(Self.spliced(count, chunkSize: 64) == Self.inPlace(count))
    }

    @Test func theSplicedObjectIsValidJSON() throws {
        let object = try JSONSerialization.jsonObject(with: Data(Self.spliced(5, before: 1).utf8))
        let items = (object as? [String: Any])?["items"] as? [[String: Any]]
        #expect(items?.count == 6)
        #expect(items?.last?["n"] as? Int == 5)
    }
}

extension JSONWriter {
    /// One small object with a number, a string and a nested list.
    fileprivate mutating func element(_ index: Int) {
        beginObject()
        key("list")
        beginArray()
        string("x\(index)")
        endArray()
        member("n", index)
        member("title", "Item \(index) \"quoted\"")
        endObject()
    }
}
