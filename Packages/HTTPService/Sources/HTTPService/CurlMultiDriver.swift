import CCurl
import Dispatch
import FoundationEssentials
import Synchronization

/// libcurl's global set-up, done once before the first handle.
private let curlGlobalSetup: Bool = tidings_curl_global_init(Int(CURL_GLOBAL_DEFAULT)) == CURLE_OK

/// Runs every exchange of one client on a libcurl multi handle, driven by one thread of ours.
///
/// Callers hand over a `CurlTransfer` and await its outcome; the thread adds it to the multi
/// handle, waits in `curl_multi_poll` for network activity on all transfers at once, and
/// resumes each caller as its transfer ends. No Swift cooperative thread ever blocks on the
/// network. Cancellation and new work wake the thread through `curl_multi_wakeup`, the one
/// libcurl call made from other threads.
final class CurlMultiDriver: Sendable {
    private let multi: MultiHandle?
    private let inbox = Mutex(DriverInbox())

    init() {
        multi = curlGlobalSetup ? tidings_curl_multi_init().map(MultiHandle.init) : nil
        guard multi != nil else { return }
        // A serial queue's block gets a thread of its own for as long as it runs.
        DispatchQueue(label: "tidings-http").async { [self] in drive() }
    }

    /// Carries out `transfer` and returns how it ended. Cancelling the calling task stops the
    /// transfer at once and returns `HTTPError.cancelled`.
    func run(_ transfer: CurlTransfer) async -> ExchangeOutcome {
        guard let multi else {
            return ExchangeOutcome(
                result: .failure(
                    .transport(
                        url: transfer.url.absoluteString,
                        reason: "libcurl could not be initialised ("
                            + (tidings_curl_load_error().map { String(cString: $0) }
                                ?? "curl_global_init failed")
                            + "); install Debian's libcurl3-gnutls package")),
                redirectLocation: nil, elapsed: .zero)
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                transfer.setContinuation(continuation)
                // Only the transfer that finds the inbox empty wakes the thread: until the thread
                // empties it, a wakeup for the ones before is pending, and it takes them all.
                let first = inbox.withLock { inbox in
                    inbox.arriving.append(transfer)
                    return inbox.arriving.count == 1 && inbox.cancelled.isEmpty
                }
                if first { tidings_curl_multi_wakeup(multi.pointer) }
            }
        } onCancel: {
            transfer.cancelled.store(true, ordering: .releasing)
            inbox.withLock { $0.cancelled.append(transfer) }
            tidings_curl_multi_wakeup(multi.pointer)
        }
    }

    /// Ends the thread; transfers still running finish as cancelled.
    func stop() {
        guard let multi else { return }
        inbox.withLock { $0.stopping = true }
        tidings_curl_multi_wakeup(multi.pointer)
    }

    /// The thread's loop. `running` is local to it: only this thread touches easy handles.
    private func drive() {
        guard let multi else { return }
        var running: [UnsafeMutableRawPointer: CurlTransfer] = [:]
        while true {
            let (arriving, cancelled, stopping) = inbox.withLock { inbox in
                defer {
                    inbox.arriving = []
                    inbox.cancelled = []
                }
                return (inbox.arriving, inbox.cancelled, inbox.stopping)
            }
            if stopping {
                for transfer in Array(running.values) + arriving {
                    retire(transfer, from: multi)
                    transfer.finish(failing: .cancelled)
                }
                tidings_curl_multi_cleanup(multi.pointer)
                return
            }
            for transfer in arriving {
                if let easy = start(transfer, on: multi) { running[easy] = transfer }
            }
            for transfer in cancelled {
                guard let easy = transfer.handle, running.removeValue(forKey: easy) != nil else { continue }
                retire(transfer, from: multi)
                transfer.finish(failing: .cancelled)
            }
            var active: Int32 = 0
            tidings_curl_multi_perform(multi.pointer, &active)
            for (easy, outcome) in finished(on: multi, among: running) {
                guard let transfer = running.removeValue(forKey: easy) else { continue }
                retire(transfer, from: multi)
                transfer.finish(outcome)
            }
            tidings_curl_multi_poll(multi.pointer, running.isEmpty ? 60_000 : 1_000)
        }
    }

    /// Adds `transfer` to the multi handle and returns its easy handle, or finishes it at once
    /// (cancelled, or refused by libcurl) and returns nil.
    private func start(_ transfer: CurlTransfer, on multi: MultiHandle) -> UnsafeMutableRawPointer? {
        if transfer.cancelled.load(ordering: .acquiring) {
            transfer.finish(failing: .cancelled)
            return nil
        }
        guard let easy = transfer.makeHandle(), tidings_curl_multi_add_handle(multi.pointer, easy) == CURLM_OK
        else {
            transfer.releaseHandle()
            transfer.finish(
                failing: .transport(
                    url: transfer.url.absoluteString, reason: "libcurl refused the request's options"))
            return nil
        }
        return easy
    }

    /// The transfers among `running` that libcurl reports done, each with how it ended, read
    /// before any of them is removed from the multi handle (which would void the messages).
    private func finished(
        on multi: MultiHandle, among running: [UnsafeMutableRawPointer: CurlTransfer]
    ) -> [(easy: UnsafeMutableRawPointer, outcome: ExchangeOutcome)] {
        var done: [(easy: UnsafeMutableRawPointer, outcome: ExchangeOutcome)] = []
        var queued: Int32 = 0
        while let message = tidings_curl_multi_info_read(multi.pointer, &queued) {
            guard message.pointee.msg == CURLMSG_DONE, let easy = message.pointee.easy_handle,
                let transfer = running[easy]
            else { continue }
            done.append((easy, transfer.outcome(code: message.pointee.data.result)))
        }
        return done
    }

    /// Takes the transfer's easy handle out of the multi handle and frees it.
    private func retire(_ transfer: CurlTransfer, from multi: MultiHandle) {
        if let easy = transfer.handle { tidings_curl_multi_remove_handle(multi.pointer, easy) }
        transfer.releaseHandle()
    }
}

/// A multi handle. Only the driver thread uses it, except for the thread-safe
/// `curl_multi_wakeup`.
struct MultiHandle: @unchecked Sendable {
    let pointer: UnsafeMutableRawPointer
}

/// What callers hand the driver thread.
struct DriverInbox {
    var arriving: [CurlTransfer] = []
    var cancelled: [CurlTransfer] = []
    var stopping = false
}
