import Foundation
import Testing

@testable import ConfigurationService

/// The plain path of reading a settings file (`PlainPropertyList`, XMLService's scanner) against
/// `PropertyListDecoder`: the same values wherever the plain path reads a file, and the decoder's
/// turn wherever it declines.
@Suite struct PlainPropertyLists {
    private func decoded(_ data: Data) throws -> SettingValue {
        try PropertyListDecoder().decode(SettingValue.self, from: data)
    }

    @Test func readsTheDefaultsAndEveryKindOfValueAsTheDecoderDoes() throws {
        for file in [Files.defaults, Files.fixture("every-kind.plist")] {
            let data = try Data(contentsOf: file)
            let plain = try #require(
                PlainPropertyList.value(of: data), "\(file.lastPathComponent) was declined")
            #expect(plain == (try decoded(data)), "\(file.lastPathComponent)")
        }
    }

    @Test func agreesWithTheDecoderOnEveryFixtureItReads() throws {
        let fixtures = try FileManager.default.contentsOfDirectory(
            at: Files.fixtures, includingPropertiesForKeys: nil
        )
        .filter { $0.pathExtension == "plist" }
        #expect(fixtures.count >= 8)
        for file in fixtures {
            let data = try Data(contentsOf: file)
            guard let plain = PlainPropertyList.value(of: data) else { continue }
            #expect(plain == (try decoded(data)), "\(file.lastPathComponent)")
        }
    }

    @Test func leavesToTheDecoderWhatItDoesNotRead() throws {
        let header = #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0">"#
        let declined = [
            "<date>2026-12-05T10:00:00Z</date>", "<data>AAEC</data>", "<integer>+5</integer>",
            "<integer> 5 </integer>", "<real>.5</real>", "<real>0x10</real>",
            "<dict><key>a</key><string>1</string><key>a</key><string>2</string></dict>",
            "<dict><key>a</key></dict>", "<dict><string>no key</string></dict>",
            "<string>a</string><string>b</string>",
            "<unknown/>", "<dict>text</dict>",
        ]
        for body in declined {
            #expect(PlainPropertyList.value(of: Data((header + body + "</plist>").utf8)) == nil, "\(body)")
        }
        let otherDoctype =
            #"<?xml version="1.0"?><!DOCTYPE plist [<!ENTITY x "y">]><plist><string>&x;</string></plist>"#
        #expect(PlainPropertyList.value(of: Data(otherDoctype.utf8)) == nil)
        #expect(PlainPropertyList.value(of: Data("bplist00".utf8)) == nil)
        #expect(
            PlainPropertyList.value(of: try Data(contentsOf: Files.fixture("user-malformed.plist"))) == nil)
    }
}
