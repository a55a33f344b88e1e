import Dispatch

/// A shared library loaded on another thread while this one goes on: libcurl for a command sure
/// to use the network, libmodest for one sure to parse a page. The first call into the library
/// waits for the load, as it would have made it.
///
/// The process must await ``finished()`` before it exits: one that exits while another thread is
/// inside `dlopen` or a library's initializer runs the libraries' destructors under it, and can
/// crash (a refresh whose feeds were all paused, fetching nothing, did in 1 run of 60).
struct BackgroundLoad {
    private let group = DispatchGroup()

    /// Starts `load` on another thread at once.
    init(_ load: @escaping @Sendable () -> Void) {
        DispatchQueue.global().async(group: group, execute: load)
    }

    /// Returns once the load has ended.
    func finished() async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            group.notify(queue: .global()) { done.resume() }
        }
    }
}
