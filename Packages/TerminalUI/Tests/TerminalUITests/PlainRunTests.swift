import Testing

@testable import TerminalUI

/// `PlainRun.end`, sixteen bytes a step, against the writers' tables read a byte at a time: the
/// same end for every byte a table stops at, at every position of texts up to three blocks long,
/// from every start, so that each block, the overlapping last block and the tail are crossed.
@Suite struct PlainRunTests {
    /// A writer's table with the two bytes it escapes.
    private struct Writer {
        var name: String
        var plain: UnsafePointer<Bool>
        var first: UInt8
        var second: UInt8
    }

    private static var writers: [Writer] {
        [
            Writer(
                name: "sfeed", plain: TabSeparatedEscaping.plainBytes, first: UInt8(ascii: "\\"),
                second: UInt8(ascii: "\\")),
            Writer(
                name: "JSON", plain: JSONEscaping.plainBytes, first: UInt8(ascii: "\""),
                second: UInt8(ascii: "\\")),
        ]
    }

    /// Bytes that stop a run in some table, and neighbours of them that do not.
    private static let probes: [UInt8] = [
        0x00, 0x09, 0x0A, 0x1F, 0x20, 0x22, 0x5C, 0x7E, 0x7F, 0x80, 0xC1, 0xC2, 0xC3, 0xE1, 0xE2,
        0xE3, 0xEE, 0xEF, 0xF0, 0xFF,
    ]

    /// Plain text to put the probe in: ASCII and the bytes of "é" and "日".
    private static func filler(_ length: Int) -> [UInt8] {
        let pattern: [UInt8] = Array("ab é日 cd".utf8)
        return (0..<length).map { pattern[$0 % pattern.count] }
    }

    private static func byteByByte(_ text: [UInt8], from start: Int, plain: UnsafePointer<Bool>) -> Int {
        var index = start
        while index < text.count, plain[Int(text[index])] { index += 1 }
        return index
    }

    @Test func aRunEndsWhereTheTableSaysForEveryByteAtEveryPosition() {
        for writer in Self.writers {
            for length in [0, 1, 15, 16, 17, 31, 32, 33, 47] {
                #expect(Self.ends(Self.filler(length), writer) == nil)
                for position in 0..<length {
                    for probe in Self.probes {
                        var text = Self.filler(length)
                        text[position] = probe
                        if let mismatch = Self.ends(text, writer) {
                            Issue.record(
                                "\(writer.name), \(length) bytes, \(probe) at \(position): \(mismatch)")
                        }
                    }
                }
            }
        }
    }

    /// The first start whose end differs from the byte-by-byte one, described, or nil.
    private static func ends(_ text: [UInt8], _ writer: Writer) -> String? {
        text.withUnsafeBufferPointer { buffer in
            for start in 0...text.count {
                let expected = byteByByte(text, from: start, plain: writer.plain)
                let found = PlainRun.end(
                    of: buffer, from: start, plain: writer.plain, stoppingAt: writer.first, writer.second)
                if found != expected { return "from \(start), \(found) instead of \(expected)" }
            }
            return nil
        }
    }
}
