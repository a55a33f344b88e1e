import Foundation
import Testing
import UnicodeTextService

/// Trimming agrees with Foundation's, which it replaces, on every white-space scalar and around
/// text of every kind.
@Suite struct WhiteSpaceTests {
    /// Every scalar of the Basic Multilingual Plane that Foundation counts as white space or a
    /// line end, and some it does not.
    static let edges: [String] = {
        var scalars: [Unicode.Scalar] = []
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if CharacterSet.whitespacesAndNewlines.contains(scalar) { scalars.append(scalar) }
        }
        scalars += ["\u{200C}", "\u{FEFF}", "\u{1}", "\u{7F}", "x", "\u{301}"]
        return scalars.map { String($0) }
    }()

    static let middles = ["", "a", "é", "e\u{301}", "a b", "日本", "👨‍👩‍👧", "\u{301}x", "x\u{301}"]

    @Test func bothTrimsAgreeWithFoundationsOnEveryEdge() {
        for edge in Self.edges {
            for middle in Self.middles {
                for text in [edge + middle + edge, edge + edge + middle, middle + edge, edge] {
                    #expect(
                        WhiteSpace.trimmed(text) == text.trimmingCharacters(in: .whitespacesAndNewlines),
                        "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
                    #expect(
                        WhiteSpace.trimmingSpaces(text) == text.trimmingCharacters(in: .whitespaces),
                        "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
                }
            }
        }
    }

    @Test func theScalarTestsMatchFoundationsSets() {
        var differences: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if WhiteSpace.isSpace(scalar) != CharacterSet.whitespaces.contains(scalar)
                || WhiteSpace.isSpaceOrLineEnd(scalar) != CharacterSet.whitespacesAndNewlines.contains(scalar)
            {
                differences.append(value)
            }
        }
        #expect(differences.isEmpty, "\(differences.map { String($0, radix: 16) })")
    }

    @Test func substringsAndEmptyTextTrim() {
        let line = "  key = value \r\n"
        #expect(WhiteSpace.trimmed(line.dropFirst()) == "key = value")
        #expect(WhiteSpace.trimmingSpaces(line) == "key = value \r\n")
        #expect(WhiteSpace.trimmed("") == "")
        #expect(WhiteSpace.trimmed(" \n\t ") == "")
    }
}

/// Hexadecimal agrees with `String(format:)`, which it replaces.
@Suite struct HexadecimalTests {
    @Test func paddedLikeFormatWritesIt() {
        for value in [0, 1, 0xf, 0x10, 0xff, 0x1f, 0x7f, 0x9f, 0x200e, 0xfeff, 0x10ffff] {
            #expect(Hexadecimal.text(UInt32(value), digits: 4) == String(format: "%04x", value))
            #expect(
                Hexadecimal.text(UInt8(truncatingIfNeeded: value), digits: 2)
                    == String(format: "%02x", value & 0xff))
        }
    }
}
