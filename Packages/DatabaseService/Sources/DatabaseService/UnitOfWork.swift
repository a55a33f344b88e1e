/// One transaction that several features' stores join, so that what must happen together
/// commits or rolls back as one: a feed's refresh writes its articles, their search index and its
/// refresh state in one unit of work. Each table is read and written only by the store of the
/// package that owns it; another package reaches it through that package's protocol, handing it
/// the unit of work it is in. A unit of work is valid only inside the closure that received it.
public struct UnitOfWork {
    /// The connection the transaction runs on, for the owning package's store.
    public let connection: DatabaseConnection

    public init(_ connection: DatabaseConnection) {
        self.connection = connection
    }
}

extension Database {
    /// Runs `body` as one write unit of work (`BEGIN IMMEDIATE … COMMIT`, rolled back when it
    /// throws).
    public func unitOfWork<T: Sendable>(_ body: sending (UnitOfWork) throws -> T) async throws -> T {
        try await write { connection in try body(UnitOfWork(connection)) }
    }

    /// Runs `body` as one read unit of work: every store it joins sees the same snapshot.
    public func snapshot<T: Sendable>(_ body: sending (UnitOfWork) throws -> T) async throws -> T {
        try await read { connection in try body(UnitOfWork(connection)) }
    }
}
