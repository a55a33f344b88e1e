import Foundation
import Testing
import XMLService

/// `PlainXMLScanner.scan(_:handler:part:)`: a scan of part of a document stops, or steps over,
/// exactly at a start tag it stands before, and reports the elements open there.
@Suite struct PlainXMLPartScanning {
    static let document = "<r a=\"1\"><h>head</h>\n<i>one</i>\n<i>two</i>\n<i><![CDATA[<i>]]></i>\n<t/></r>"

    static func offset(of text: String, after start: Int = 0) throws -> Int {
        let bytes = Array(document.utf8)
        let needle = Array(text.utf8)
        let found = (start...(bytes.count - needle.count)).first {
            Array(bytes[$0..<($0 + needle.count)]) == needle
        }
        return try #require(found)
    }

    static func scan(_ text: String, part: PlainXMLPart) -> (PlainXMLPartOutcome?, [XMLEventTranscript.Event])
    {
        let transcript = XMLEventTranscript()
        let outcome = PlainXMLScanner(maxBytes: 1 << 20).scan(
            Data(text.utf8), handler: transcript, part: part)
        return (outcome, transcript.events)
    }

    static func whole(_ text: String) -> [XMLEventTranscript.Event] {
        let transcript = XMLEventTranscript()
        _ = PlainXMLScanner(maxBytes: 1 << 20).scan(Data(text.utf8), handler: transcript)
        return transcript.events
    }

    @Test func aPartUpToAStartTagStopsThereWithItsElementsOpen() throws {
        let second = try Self.offset(of: "<i>two")
        let (outcome, events) = Self.scan(Self.document, part: .upTo(end: second))
        let boundary = try #require(outcome?.boundary)
        #expect(boundary.openElements == [1])
        #expect(boundary.elementsBefore == 3)
        let before = String(decoding: Array(Self.document.utf8)[..<second], as: UTF8.self)
        #expect(events == Array(Self.whole(before + "</r>").dropLast()))
    }

    @Test func aPartSkippingReadsTheHeadThenFromTheSecondTag() throws {
        let first = try Self.offset(of: "<i>one")
        let second = try Self.offset(of: "<i>two")
        let (outcome, events) = Self.scan(Self.document, part: .skipping(from: first, to: second))
        let boundary = try #require(outcome?.boundary)
        #expect(boundary.openElements == [1])
        #expect(boundary.elementsBefore == 2)
        let utf8 = Array(Self.document.utf8)
        let joined = String(decoding: utf8[..<first] + utf8[second...], as: UTF8.self)
        #expect(events == Self.whole(joined))
        #expect(outcome?.outcome.elementCount == 5)
    }

    /// A position inside a CDATA section, or inside a tag, is no boundary: the scan reads the
    /// whole document and says it never met it.
    @Test(arguments: ["<i>]]>", "a=\"1\""])
    func aPositionInsideOtherMarkupIsNeverMet(_ text: String) throws {
        let inside = try Self.offset(of: text)
        for part in [PlainXMLPart.upTo(end: inside), .skipping(from: inside, to: inside + 1)] {
            let (outcome, events) = Self.scan(Self.document, part: part)
            #expect(outcome != nil)
            #expect(outcome?.boundary == nil)
            #expect(events == Self.whole(Self.document))
        }
    }

    /// What lies before the boundary decides: a part up to a start tag reads none of what
    /// follows it, so a flaw after it does not make the scan decline.
    @Test func aFlawAfterTheBoundaryIsNotRead() throws {
        let flawed = Self.document.replacingOccurrences(of: "<t/>", with: "<t>&unknown;</t>")
        let second = try Self.offset(of: "<i>two")
        #expect(Self.scan(flawed, part: .upTo(end: second)).0?.boundary != nil)
        #expect(
            PlainXMLScanner(maxBytes: 1 << 20).scan(Data(flawed.utf8), handler: XMLEventTranscript()) == nil)
    }
}
