import Foundation
import TerminalUI
import Testing

/// Text from feeds and servers reaches `--json` output and failure messages; neither may carry a
/// raw escape sequence to the terminal. Found by the reliability suite (Tests/Reliability).
@Suite struct TerminalControlEscaping {
    struct Titled: Encodable {
        let title: String
    }

    @Test func jsonEscapesDeleteAndC1ControlsAndStillDecodesTheSame() throws {
        let title = "a \u{1B}]0;x\u{07} b \u{9B}2J c \u{9D}0;y\u{9C} d \u{7F}"
        let json = try JSONOutput.encode(Titled(title: title))
        #expect(
            !json.unicodeScalars.contains {
                $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value)
            })
        #expect(json.contains(#"\u009b2J"#))
        #expect(json.contains(#"\u009d0;y\u009c"#))
        #expect(json.contains(#"\u007f"#))
        let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: String]
        #expect(decoded?["title"] == title)
    }

    @Test func jsonEscapesBidiOverridesAndZeroWidthCharacters() throws {
        let title = "gnp.\u{202E}exe \u{2067}x\u{2069} a\u{200B}b \u{200D}\u{FEFF}"
        let json = try JSONOutput.encode(Titled(title: title))
        #expect(json.contains(#"gnp.\u202eexe \u2067x\u2069 a\u200bb \u200d\ufeff"#))
        let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: String]
        #expect(decoded?["title"] == title)
    }

    @Test func jsonWithoutControlsIsUnchanged() throws {
        #expect(try JSONOutput.encode(Titled(title: "café — ok")) == "{\n  \"title\" : \"café — ok\"\n}")
    }

    @Test func failureMessagesAreSanitised() {
        let failure = ScreenFailure(
            "cannot fetch: '/moved\u{1B}]0;PWNED\u{07}' is not an address", exitStatus: 69)
        #expect(failure.message == "cannot fetch: '/moved' is not an address")
        #expect(ScreenFailure("plain sentence", exitStatus: 1).message == "plain sentence")
    }
}

/// Empty containers print as `[]` and `{}`, as `jq` and people write them.
@Suite struct EmptyJSONContainers {
    private struct Listing: Encodable {
        let items: [String]
        let extra: [String: String]
    }

    @Test func emptyArraysAndObjectsStayOnOneLine() throws {
        #expect(try JSONOutput.encode([String]()) == "[]")
        #expect(
            try JSONOutput.encode(Listing(items: [], extra: [:]))
                == "{\n  \"extra\" : {},\n  \"items\" : []\n}")
        #expect(try JSONOutput.encode(["a"]) == "[\n  \"a\"\n]")
    }
}
