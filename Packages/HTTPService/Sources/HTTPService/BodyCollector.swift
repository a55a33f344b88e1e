import FoundationEssentials
import Synchronization

/// Accumulates body chunks handed over from another thread.
///
/// A body whose length is announced (`Content-Length`, or a local file's size) of at least
/// `MappedBuffer.minimumSize` is collected in a `MappedBuffer` and handed over as `Data` without
/// a copy. A body that outgrows its announcement goes on in an ordinary `Data`.
final class BodyCollector: Sendable {
    /// The most a reservation takes ahead: an announced length beyond it is taken as it comes.
    static let maxReservation = 64 * 1024 * 1024

    private struct State {
        var data = Data()
        /// The mapped buffer, its size, and how much of it is written; nil when there is none.
        var mapped: (base: UnsafeMutableRawPointer, capacity: Int, count: Int)?
    }

    private let state = Mutex(State())

    deinit {
        state.withLock { state in
            if let mapped = state.mapped { MappedBuffer.unmap(mapped.base, capacity: mapped.capacity) }
        }
    }

    /// Makes room for `length` bytes ahead, when the server announced them.
    func reserve(_ length: Int) {
        guard length > 0, length <= Self.maxReservation else { return }
        state.withLock { state in
            guard state.data.isEmpty, state.mapped == nil else { return }
            guard length >= MappedBuffer.minimumSize, let base = MappedBuffer.map(length) else {
                state.data.reserveCapacity(length)
                return
            }
            state.mapped = (base, length, 0)
        }
    }

    func append(_ chunk: Data) {
        state.withLock { state in
            if let mapped = state.mapped {
                if mapped.count + chunk.count <= mapped.capacity {
                    chunk.withUnsafeBytes { raw in
                        if let source = raw.baseAddress {
                            (mapped.base + mapped.count).copyMemory(from: source, byteCount: raw.count)
                        }
                    }
                    state.mapped?.count += chunk.count
                    return
                }
                // More than announced: what was written moves to an ordinary buffer.
                state.data = Data(bytes: mapped.base, count: mapped.count)
                MappedBuffer.unmap(mapped.base, capacity: mapped.capacity)
                state.mapped = nil
            }
            state.data.append(chunk)
        }
    }

    /// The body. A mapped buffer is handed over with it, and unmapped when the `Data` goes.
    var data: Data {
        state.withLock { state in
            guard let mapped = state.mapped else { return state.data }
            state.mapped = nil
            return MappedBuffer.data(mapped.base, count: mapped.count, capacity: mapped.capacity)
        }
    }
}
