// CREATE TRIGGER in_a_comment AFTER DELETE ON books is no statement.
/// Writes behind the owner's back, and is public.
public struct LoanStore {
    static let first = """
        CREATE TABLE loans (book INTEGER, until INTEGER);
        CREATE TRIGGER loans_forget AFTER DELETE ON main.books BEGIN DELETE FROM loans; END;
        CREATE TEMP TRIGGER IF NOT EXISTS loans_old AFTER UPDATE OF title ON books BEGIN SELECT 1; END;
        CREATE TRIGGER loans_own AFTER INSERT ON loans BEGIN SELECT 1; END;
        """
    /// A later migration drops what the first one put on `books`.
    static let second = "DROP TRIGGER IF EXISTS loans_old;"
}

/// An internal store is fine.
struct LoanLedgerStore {}
