#if canImport(Glibc)
    import Glibc
#endif

/// What kind of file a path names.
enum FileStatus {
    /// Whether `path` is a Unix socket.
    static func isSocket(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFSOCK
    }
}
