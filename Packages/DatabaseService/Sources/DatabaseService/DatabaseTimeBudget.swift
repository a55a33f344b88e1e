import CSQLite

/// A deadline the progress handler reads; one per `withTimeBudget` call.
private final class Deadline {
    let instant: ContinuousClock.Instant

    init(_ instant: ContinuousClock.Instant) {
        self.instant = instant
    }
}

extension DatabaseConnection {
    /// Runs `body`, stopping any statement of it still running once `budget` has passed:
    /// SQLite calls a progress handler every thousand virtual-machine steps, and the handler
    /// interrupts the statement after the deadline. The statement then fails with
    /// `DatabaseError.timeBudgetExceeded`. A single step (one call of a SQL function) is not cut
    /// short, so the functions a budgeted query calls must take time linear in their input, as
    /// `regexp` does.
    public func withTimeBudget<Result>(_ budget: Duration, _ body: () throws -> Result) throws(DatabaseError)
        -> Result
    {
        let deadline = Unmanaged.passRetained(Deadline(ContinuousClock.now + budget))
        sqlite3_progress_handler(
            handle, 1_000,
            { context in
                guard let context else { return 0 }
                let deadline = Unmanaged<Deadline>.fromOpaque(context).takeUnretainedValue()
                return ContinuousClock.now >= deadline.instant ? 1 : 0
            }, deadline.toOpaque())
        defer {
            sqlite3_progress_handler(handle, 0, nil, nil)
            deadline.release()
        }
        do {
            return try body()
        } catch let error as DatabaseError where error.resultCode.map({ $0 & 0xFF }) == SQLITE_INTERRUPT {
            let (seconds, attoseconds) = budget.components
            throw .timeBudgetExceeded(
                milliseconds: Int(seconds) * 1_000 + Int(attoseconds / 1_000_000_000_000_000))
        } catch {
            throw .caused(by: error)
        }
    }
}
