import Foundation
import Testing

@testable import ReliabilityCases

/// The detectors the hostile cases rely on find what they look for: a case that passes because
/// its detector is blind would prove nothing.
@Suite struct TerminalByteDetectors {
    @Test func plainTextAndLineFeedsAreClean() {
        #expect(TerminalBytes.controlFindings(in: Data("Café — 日本\nsecond line\n".utf8)).isEmpty)
    }

    @Test func escapeBellC1AndInvalidUTF8AreFound() {
        let cases = [
            ("a\u{1B}[2J", 1), ("b\u{07}", 1), ("c\u{9B}2J", 1), ("d\u{9D}0;x\u{9C}", 2), ("e\u{7F}", 1),
            ("f\rg", 1),
        ]
        for (text, count) in cases {
            #expect(
                TerminalBytes.controlFindings(in: Data(text.utf8)).count == count, "\(text.debugDescription)")
        }
        let rawCSI = Data([0x61, 0x9B, 0x32, 0x4A])
        #expect(
            TerminalBytes.controlFindings(in: rawCSI).first?.hasPrefix("bytes that are not UTF-8") == true)
    }

    @Test func tabsAreFoundUnlessAllowed() {
        #expect(TerminalBytes.controlFindings(in: Data("a\tb".utf8)).count == 1)
        #expect(TerminalBytes.controlFindings(in: Data("a\tb".utf8), allowTabs: true).isEmpty)
    }

    @Test func theRenderersOwnCSIIsAllowedButFeedSequencesAreNot() {
        let renderer = Data("\u{1B}[2J\u{1B}[1;1H\u{1B}[7mFeeds\u{1B}[0m\r\n".utf8)
        #expect(TerminalBytes.feedSequenceFindings(in: renderer, markers: HostilePayload.markers).isEmpty)
        for sequence in HostilePayload.sequences {
            let findings = TerminalBytes.feedSequenceFindings(
                in: renderer + Data(sequence.utf8), markers: HostilePayload.markers)
            #expect(!findings.isEmpty, "\(sequence.debugDescription) went unnoticed")
        }
    }

    @Test func aReadableLineHasNoControlOrBreak() {
        #expect(TerminalBytes.isReadableLine("the server answered 503"))
        #expect(!TerminalBytes.isReadableLine(""))
        #expect(!TerminalBytes.isReadableLine("two\nlines"))
        #expect(!TerminalBytes.isReadableLine("osc \u{9D}0;x"))
    }
}

/// The harness's children: bounded in time, and started with no signal blocked although Swift
/// Testing runs this on a libdispatch thread that blocks nearly all of them.
@Suite struct ChildProcesses {
    @Test func childrenStartWithNoSignalBlocked() throws {
        let outcome = try RunningProgram.run(
            URL(fileURLWithPath: "/bin/sh"), ["-c", "grep '^SigBlk' /proc/self/status"], timeout: 10)
        #expect(outcome.outputText == "SigBlk:\t0000000000000000\n")
    }

    @Test func aChildPastItsTimeLimitIsKilled() throws {
        let outcome = try RunningProgram.run(URL(fileURLWithPath: "/bin/sleep"), ["30"], timeout: 0.3)
        #expect(outcome.timedOut)
        #expect(outcome.wasSignalled)
    }
}
