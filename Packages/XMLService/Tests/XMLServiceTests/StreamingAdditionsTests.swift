import Foundation
import Testing
import XMLService

/// Diagnostics with codes and positions in the element stream, the encoding rules of the push
/// parser, and documents larger than one slice.
@Suite struct StreamingAdditions {
    @Test func diagnosticsCarryTheirCodeAndHowManyElementsCameBefore() throws {
        let (_, outcome) = try parse("<rss><a>x & y</a><b/><c>unclosed", recover: true)
        #expect(outcome.elementCount == 4)
        let codes = outcome.diagnostics.map(\.code)
        #expect(codes.first == 68)
        #expect(outcome.diagnostics.first?.elementsBefore == 2)
        #expect(outcome.diagnostics.last?.elementsBefore == 4)
    }

    @Test func aCleanDocumentCountsItsElements() throws {
        let (_, outcome) = try parse("<a><b/><c><d/></c></a>")
        #expect(outcome.elementCount == 4)
        #expect(outcome.isWellFormed)
    }

    @Test func anEncoderFailureIsADiagnosticNotSilence() throws {
        var data = Data(#"<?xml version="1.0" encoding="windows-1252"?><t>"#.utf8)
        data.append(contentsOf: [0x81, 0x20])
        data.append(contentsOf: Array("</t>".utf8))
        let (_, outcome) = try parse(data, recover: true)
        #expect(outcome.diagnostics.map(\.code).contains(6003))
        #expect(throws: XMLParseError.self) { try parse(data) }
    }

    @Test func theOverrideBeatsADeclarationOfAnotherEncoding() throws {
        var data = Data(#"<?xml version="1.0" encoding="ISO-8859-1"?><t>caf"#.utf8)
        data.append(contentsOf: Array("é</t>".utf8))
        #expect(try parse(data, encoding: "UTF-8").0 == ["start t", "text café", "end t"])
    }

    @Test func aByteOrderMarkBeatsTheOverride() throws {
        var data = Data([0xFF, 0xFE])
        data.append(contentsOf: "<t>ü</t>".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        #expect(try parse(data, encoding: "ISO-8859-1").0 == ["start t", "text ü", "end t"])
        var utf8 = Data([0xEF, 0xBB, 0xBF])
        utf8.append(contentsOf: Array("<t>ü</t>".utf8))
        #expect(try parse(utf8, encoding: "ISO-8859-1").0 == ["start t", "text ü", "end t"])
    }

    @Test func documentsLargerThanOneSliceParseWhole() throws {
        let word = "caf\u{E9} \u{65E5}\u{672C} "
        let body = String(repeating: word, count: 120_000)
        let text = "<t><a>\(body)</a><b>end</b></t>"
        #expect(text.utf8.count > 3 * 256 * 1024)
        let (events, outcome) = try parse(Data(text.utf8), maxBytes: 1 << 23)
        #expect(outcome.isWellFormed)
        #expect(
            events == [
                "start t", "start a", "text \(body.trimmingCharacters(in: .whitespaces))", "end a",
                "start b", "text end", "end b", "end t",
            ])
    }

    @Test func errorsAreRecordedWithTheirPosition() throws {
        let (_, outcome) = try parse("<t>&undefined;</t>", recover: true)
        #expect(outcome.diagnostics.map(\.message) == ["Entity 'undefined' not defined"])
        #expect(outcome.diagnostics.first?.line == 1)
    }
}

@Suite struct HTMLEntities {
    @Test func namedEntitiesFromLibxml2sTable() {
        #expect(HTMLEntityTable.scalar(named: "eacute") == "é")
        #expect(HTMLEntityTable.scalar(named: "Eacute") == "É")
        #expect(HTMLEntityTable.scalar(named: "nbsp") == "\u{00A0}")
        #expect(HTMLEntityTable.scalar(named: "hellip") == "…")
        #expect(HTMLEntityTable.scalar(named: "amp") == "&")
    }

    @Test func unknownNamesAreNil() {
        #expect(HTMLEntityTable.scalar(named: "bogus") == nil)
        #expect(HTMLEntityTable.scalar(named: "") == nil)
        #expect(HTMLEntityTable.scalar(named: String(repeating: "a", count: 100)) == nil)
    }
}
