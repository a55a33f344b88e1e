import FoundationEssentials
import Testing

@testable import FeedParserService

/// The positional reader of RSS's usual date form against the general RFC 822 reader: wherever
/// the positional one reads a date, the general one reads the same moment, on the usual forms and
/// on each of them with any byte at any place changed to another.
@Suite struct RFC1123DateReaderTests {
    private static let dates = [
        "Mon, 09 Sep 2026 13:34:00 GMT", "Tue, 29 Feb 2028 23:59:60 UTC", "Sun, 01 Jan 1950 00:00:00 EST",
        "wed, 31 dec 2025 12:00:00 pdt", "Thu, 02 Jan 2006 15:04:05 -0700", "Fri, 02 Jan 2006 15:04:05 +0530",
        "Sat, 30 Feb 2026 10:00:00 GMT", "Sat, 12 Dec 2026 24:00:00 +1800",
    ]

    /// Bytes to put in each place: digits, letters of either case, the separators, others.
    private static let probes: [UInt8] = Array("09aAzZmMtT ,:+-./()\t".utf8) + [0x00, 0x60, 0x7B, 0xC3]

    @Test func theUsualFormIsReadByPosition() {
        let moment = Self.read("Thu, 02 Jan 2006 15:04:05 -0700", by: RFC1123DateReader.read)
        #expect(moment?.date == Date(timeIntervalSince1970: 1_136_239_445))
        #expect(Self.read("Thu, 02 Jan 2006 15:04 -0700", by: RFC1123DateReader.read) == nil)
        #expect(Self.read("Thu, 02 Jan 2006 15:04:05 Z", by: RFC1123DateReader.read) == nil)
    }

    @Test func whateverItReadsTheGeneralReaderReadsAlike() {
        var compared = 0
        for date in Self.dates {
            let original = Array(date.utf8)
            for place in original.indices {
                for probe in Self.probes {
                    var changed = original
                    changed[place] = probe
                    let text = String(decoding: changed, as: UTF8.self)
                    guard let positional = Self.read(text, by: RFC1123DateReader.read) else { continue }
                    let general = Self.read(text, by: RFC822DateReader.read)
                    #expect(general?.date == positional.date, "\(text)")
                    compared += 1
                }
            }
            let positional = Self.read(date, by: RFC1123DateReader.read)
            #expect(positional != nil, "\(date)")
            #expect(positional?.date == Self.read(date, by: RFC822DateReader.read)?.date, "\(date)")
        }
        #expect(compared > 300)
    }

    private static func read(
        _ text: String, by reader: (UnsafeBufferPointer<UInt8>) -> CivilMoment?
    ) -> CivilMoment? {
        var copy = text
        return copy.withUTF8 { reader($0) }
    }
}
