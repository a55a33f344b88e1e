import CSQLite

/// SQLite's online backup: copies a live database, page by page, into another file.
enum DatabaseBackup {
    /// Copies the `main` database of `source` into the file at `destination`, replacing what
    /// it holds. Writers on other connections may keep working meanwhile; while another
    /// connection holds a lock the copy waits, up to the source's busy timeout.
    static func copy(from source: DatabaseConnection, to destination: String) throws(DatabaseError) {
        var opened: OpaquePointer?
        let openCode = sqlite3_open_v2(
            destination, &opened, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_EXRESCODE, nil)
        defer { sqlite3_close_v2(opened) }
        guard openCode == SQLITE_OK, let target = opened else {
            throw failure(openCode, on: opened, path: destination, source: source, phase: .open)
        }
        sqlite3_busy_timeout(target, Int32(clamping: source.busyTimeoutMilliseconds))
        guard let backup = sqlite3_backup_init(target, "main", source.handle, "main") else {
            throw failure(
                sqlite3_errcode(target), on: target, path: destination, source: source, phase: .open)
        }
        let pause: Int32 = 10
        var waited = 0
        var code = sqlite3_backup_step(backup, -1)
        while code == SQLITE_BUSY || code == SQLITE_LOCKED || code == SQLITE_OK,
            waited < source.busyTimeoutMilliseconds
        {
            sqlite3_sleep(pause)
            waited += Int(pause)
            code = sqlite3_backup_step(backup, -1)
        }
        let finish = sqlite3_backup_finish(backup)
        guard code == SQLITE_DONE else {
            throw failure(code, on: target, path: destination, source: source, phase: .step)
        }
        guard finish == SQLITE_OK else {
            throw failure(finish, on: target, path: destination, source: source, phase: .step)
        }
    }

    private static func failure(
        _ code: Int32, on handle: OpaquePointer?, path: String, source: DatabaseConnection, phase: SQLitePhase
    ) -> DatabaseError {
        let message =
            handle.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(code))
        return DatabaseError(
            code: code, message: message, path: path, busyTimeoutMilliseconds: source.busyTimeoutMilliseconds,
            phase: phase)
    }
}
