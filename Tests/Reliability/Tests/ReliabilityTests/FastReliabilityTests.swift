import ReliabilityCases
import Testing

/// Every case of the reliability suite at its fast size, one at a time: the cases start
/// processes, servers and terminals, and a child started while another case's pipe is open
/// would inherit it. The full sizes run in `make reliability`.
@Suite(.serialized) struct FastReliability {
    @Test(arguments: ReliabilityCase.allCases.filter { $0 != .hostileReader && $0 != .syncCrash })
    func caseHolds(_ reliabilityCase: ReliabilityCase) async {
        await check(reliabilityCase)
    }

    /// The reader needs tmux, as the end-to-end reader tests do.
    @Test(
        .enabled(
            if: ReliabilityCase.hostileReader.missingPrerequisite == nil, "tmux is needed to drive the reader"
        ))
    func hostileReaderHolds() async {
        await check(.hostileReader)
    }

    /// The sync servers come from the sync group of the dependency list; their feeds need port 80.
    @Test(
        .enabled(
            if: ReliabilityCase.syncCrash.missingPrerequisite == nil,
            "the sync servers and port 80 are needed"))
    func syncCrashHolds() async {
        await check(.syncCrash)
    }

    private func check(_ reliabilityCase: ReliabilityCase) async {
        let report = await reliabilityCase.run(.fast)
        for failure in report.failures {
            Issue.record(Comment(rawValue: failure))
        }
        #expect(report.checkCount > 0, "\(reliabilityCase.rawValue) made no checks")
    }
}
