import Dispatch

/// A serial executor on a dispatch queue of its own, so that the writer's SQLite calls, which
/// block (waiting on another process's lock for up to the busy timeout, or on fsync), never
/// occupy the threads of Swift's cooperative pool.
final class DispatchQueueExecutor: SerialExecutor {
    private let queue: DispatchQueue

    init(label: String) {
        queue = DispatchQueue(label: label)
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let unownedJob = UnownedJob(job)
        let executor = asUnownedSerialExecutor()
        queue.async { unownedJob.runSynchronously(on: executor) }
    }
}

/// An actor that owns one connection and runs closures on it one at a time.
///
/// The connection is isolated to the actor; a closure reaches it only while it runs there.
/// Closures are `sending`: the caller hands them over, so they may capture values that are
/// not `Sendable` as long as the caller does not use them again.
protocol ConnectionOwner: Actor {
    var connection: DatabaseConnection { get }
}

/// A connection whose jobs run on a dispatch queue of its own (see `DispatchQueueExecutor`):
/// the writer, and the connections that long maintenance work (backup, integrity check) opens.
actor QueuedConnection: ConnectionOwner {
    private let executor: DispatchQueueExecutor
    let connection: DatabaseConnection

    init(connection: sending DatabaseConnection, label: String) {
        self.connection = connection
        self.executor = DispatchQueueExecutor(label: label)
    }

    nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }
}

/// A pooled read-only connection: a plain actor on Swift's cooperative pool. WAL readers never
/// wait for a lock, so their calls are short, and hopping onto them is several times cheaper
/// than onto a dispatch queue (see the README's measurements).
actor PooledReader: ConnectionOwner {
    let connection: DatabaseConnection

    init(connection: sending DatabaseConnection) {
        self.connection = connection
    }
}

extension ConnectionOwner {
    /// Runs `body` on the connection.
    func perform<T: Sendable, Failure: Error>(
        _ body: sending (DatabaseConnection) throws(Failure) -> T
    ) throws(Failure) -> T {
        try body(connection)
    }

    /// Runs `body` inside a transaction: `BEGIN IMMEDIATE` for a write, a deferred `BEGIN`
    /// (a consistent snapshot) for a read. Commits when it returns and rolls back when it
    /// throws, rethrowing its error. A read closure may not change the database.
    func transaction<T: Sendable>(
        immediate: Bool, _ body: sending (DatabaseConnection) throws -> T
    ) throws -> T {
        try connection.execute(immediate ? "BEGIN IMMEDIATE" : "BEGIN")
        let result: T
        do {
            // A read-only connection refuses writes itself; a writer lending itself to a read
            // refuses them here.
            connection.refusesWrites = !immediate && !connection.isReadOnly
            defer { connection.refusesWrites = false }
            result = try body(connection)
        } catch {
            rollBack()
            throw error
        }
        do {
            try connection.execute("COMMIT")
        } catch {
            rollBack()
            throw error
        }
        return result
    }

    /// Runs `body` inside `BEGIN IMMEDIATE`, with `attached` (when given) attached read-only
    /// first and detached afterwards. `.commit` commits when the body returns; `.rollBack`
    /// always rolls back and returns what the body returned.
    func attachedTransaction<T: Sendable>(
        _ attached: AttachedDatabase?, ending: UnitOfWorkEnding,
        _ body: sending (DatabaseConnection) throws -> T
    ) throws -> T {
        if let attached {
            try connection.execute("ATTACH DATABASE ? AS \(attached.name)", [attached.readOnlyURI])
        }
        defer {
            if let attached { try? connection.execute("DETACH DATABASE \(attached.name)") }
        }
        guard ending == .rollBack else { return try transaction(immediate: true, body) }
        try connection.execute("BEGIN IMMEDIATE")
        defer { rollBack() }
        return try body(connection)
    }

    /// Rolls back whatever transaction is open; a rollback that fails leaves nothing to undo.
    private func rollBack() {
        if connection.isInTransaction {
            try? connection.execute("ROLLBACK")
        }
    }
}
