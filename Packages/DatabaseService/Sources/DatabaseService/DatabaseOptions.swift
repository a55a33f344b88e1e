/// How a database is opened. The app maps its configuration onto these values.
public struct DatabaseOptions: Equatable, Sendable {
    /// How long a connection waits for another connection's or process's lock before it fails
    /// with `DatabaseError.busy` (`storage.busyTimeoutMilliseconds`).
    public var busyTimeoutMilliseconds: Int
    /// Read-only connections kept for `Database.read`; 0 means reads use the writer.
    /// Ignored for in-memory databases, which one connection owns alone.
    public var readerCount: Int
    /// Opens every connection read-only: `write` fails and `migrate` fails when anything
    /// is pending.
    public var readOnly: Bool
    /// Prepared statements each connection keeps, keyed by SQL text; the least recently
    /// used is finalized when a new one would exceed this.
    public var statementCacheCapacity: Int
    /// The most memory, in bytes, each connection keeps of the database's pages
    /// (`PRAGMA cache_size`; `storage.pageCacheBytes`). 1 MiB, half SQLite's own default: the
    /// system caches the file too, so a first sync, a cold refresh and `import newsboat` took no
    /// longer with it, nor did counts, lists and search on a 1,000,000-article library, and
    /// each of them peaked 0.7 to 1 MiB lower.
    public var pageCacheBytes: Int

    public init(
        busyTimeoutMilliseconds: Int = 5000, readerCount: Int = 2, readOnly: Bool = false,
        statementCacheCapacity: Int = 64, pageCacheBytes: Int = 1_048_576
    ) {
        self.busyTimeoutMilliseconds = busyTimeoutMilliseconds
        self.readerCount = readerCount
        self.readOnly = readOnly
        self.statementCacheCapacity = statementCacheCapacity
        self.pageCacheBytes = pageCacheBytes
    }
}
