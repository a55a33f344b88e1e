import Testing

@testable import TerminalUI

/// What a test's reload did, and the gate that holds its first run.
@MainActor
private final class ReloadLog {
    var runs = 0
    var starts: [ContinuousClock.Instant] = []
    var release: CheckedContinuation<Void, Never>?

    /// A reload whose first run waits until `openGate()`.
    func reload() async {
        runs += 1
        starts.append(ContinuousClock.now)
        if runs == 1 { await withCheckedContinuation { release = $0 } }
    }

    /// Waits until the first run is held at the gate.
    func waitForTheGate() async {
        while release == nil { await Task.yield() }
    }

    func openGate() {
        release?.resume()
        release = nil
    }
}

/// A list asked to reload once per finished feed reloads one at a time, and ends on the latest
/// state.
@MainActor @Suite struct CoalescedReloads {
    @Test func requestsWhileAReloadRunsFoldIntoOneMore() async {
        let log = ReloadLog()
        let reloads = CoalescedReload(minimumInterval: .zero) { await log.reload() }
        let running = reloads.request()
        await log.waitForTheGate()
        for _ in 0..<50 { #expect(reloads.request() == running) }
        log.openGate()
        await running.value
        #expect(log.runs == 2)
        #expect(reloads.current == nil)
    }

    @Test func aRequestAfterTheReloadsEndedRunsAgain() async {
        let log = ReloadLog()
        let reloads = CoalescedReload(minimumInterval: .zero) { await log.reload() }
        let first = reloads.request()
        await log.waitForTheGate()
        log.openGate()
        await first.value
        await reloads.request().value
        #expect(log.runs == 2)
    }

    @Test func theFoldedReloadWaitsForTheMinimumInterval() async {
        let log = ReloadLog()
        let reloads = CoalescedReload(minimumInterval: .milliseconds(60)) { await log.reload() }
        let running = reloads.request()
        await log.waitForTheGate()
        reloads.request()
        log.openGate()
        await running.value
        #expect(log.runs == 2)
        #expect(log.starts[1] - log.starts[0] >= .milliseconds(60))
    }

    @Test func cancellingDropsTheWaitingReload() async {
        let log = ReloadLog()
        let reloads = CoalescedReload(minimumInterval: .zero) { await log.reload() }
        let running = reloads.request()
        await log.waitForTheGate()
        reloads.request()
        reloads.cancel()
        #expect(reloads.current == nil)
        log.openGate()
        await running.value
        #expect(log.runs == 1)
    }
}
