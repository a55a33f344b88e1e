import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Keeps a file that another program shortens while it is mapped from stopping the process.
///
/// Reading a mapped page that lies wholly past a file's new end raises `SIGBUS`. For the ranges
/// watched here, a handler maps zeros over the rest of the range from the faulting page on (all
/// of it lies past the cut, or is being written again) and returns, so the read goes on and sees
/// zero bytes, at the cost of one fault whatever the length cut off: a reader of text meets a NUL
/// where the file was cut and reports the document as broken, as it would a file cut short before
/// it was opened. A fault anywhere else is handed to the action that was there before (by
/// default, the process stops as it always did).
///
/// The handler takes no lock and allocates nothing: the ranges sit in a fixed table of atomics,
/// claimed by compare-and-exchange.
enum ShortenedFileGuard {
    /// Watches `range` (the addresses of a live mapping); the slot to give to
    /// `unwatch(slot:)`, or nil when every slot is taken or the handler could not be installed.
    static func watch(_ range: Range<UInt>) -> Int? {
        guard installed else { return nil }
        for slot in table.starts.indices {
            let claimed = table.starts[slot].compareExchange(
                expected: 0, desired: range.lowerBound, ordering: .acquiringAndReleasing
            ).exchanged
            if claimed {
                table.ends[slot].store(range.upperBound, ordering: .releasing)
                return slot
            }
        }
        return nil
    }

    /// Stops watching the range in `slot`, before its mapping goes.
    static func unwatch(slot: Int) {
        table.ends[slot].store(0, ordering: .releasing)
        table.starts[slot].store(0, ordering: .releasing)
    }

    /// The page that holds `address` and the end of its watched range, if a watched range holds
    /// it.
    fileprivate static func watchedRest(holding address: UInt) -> (page: UInt, end: UInt)? {
        for slot in table.starts.indices {
            let start = table.starts[slot].load(ordering: .acquiring)
            let end = table.ends[slot].load(ordering: .acquiring)
            if start != 0, start <= address, address < end {
                return (address & ~(table.pageSize - 1), end)
            }
        }
        return nil
    }
}

/// The watched ranges (as many mappings as can be watched at once: one that finds no free slot
/// is not made, and its caller copies the file instead), and the action `SIGBUS` had before the
/// guard's handler.
private final class GuardTable: Sendable {
    let starts: InlineArray<32, Atomic<UInt>> = InlineArray { _ in Atomic(0) }
    let ends: InlineArray<32, Atomic<UInt>> = InlineArray { _ in Atomic(0) }
    let pageSize = UInt(max(sysconf(Int32(_SC_PAGESIZE)), 4096))
    /// The earlier action, restored for a fault outside the watched ranges. Written once, by
    /// `install()`, before the handler can run; read only by the handler.
    nonisolated(unsafe) private var previous = sigaction()

    /// Puts the handler in place; whether it is.
    func install() -> Bool {
        var action = sigaction()
        action.__sigaction_handler.sa_sigaction = handleBusError
        action.sa_flags = SA_SIGINFO
        sigemptyset(&action.sa_mask)
        return sigaction(SIGBUS, &action, &previous) == 0
    }

    /// Puts the earlier action back.
    func restorePrevious() {
        var earlier = previous
        sigaction(SIGBUS, &earlier, nil)
    }
}

/// Made before the handler is installed, so that the handler never waits on its making.
private let table = GuardTable()
/// Whether the handler is in place: installed at the first watch.
private let installed = table.install()

/// Maps zeros over a watched range from the page that faulted to its end; for any other fault,
/// puts the earlier action back, so that the read, made again on return, meets that action.
private let handleBusError:
    @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = {
        _, info, _ in
        if let info,
            let (page, end) = ShortenedFileGuard.watchedRest(
                holding: UInt(bitPattern: info.pointee._sifields._sigfault.si_addr)),
            let address = UnsafeMutableRawPointer(bitPattern: page),
            mmap(address, Int(end - page), PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0)
                != MAP_FAILED
        {
            return
        }
        table.restorePrevious()
    }
