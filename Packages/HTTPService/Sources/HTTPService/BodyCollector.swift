import Foundation
import Synchronization

/// Accumulates body chunks handed over from another thread.
final class BodyCollector: Sendable {
    private let storage = Mutex(Data())

    func append(_ chunk: Data) {
        storage.withLock { $0.append(chunk) }
    }

    var data: Data { storage.withLock { $0 } }
}
