public import Foundation

/// A benchmark library built once and then kept: `DATA/<shape.folderName>/library.sqlite`. It is
/// written under a `.partial` name and renamed when complete, so that an interrupted build is never
/// taken for a finished library.
public enum LibraryCache {
    /// The moment the newest generated article was published (the same for every build).
    public static let generatedAt = Date(timeIntervalSince1970: 1_768_478_400)

    /// The library's folder (what `tidings --data-dir` takes), after building the library into it
    /// if it is not there yet; `log` hears about the build.
    public static func folder(for shape: LibraryShape, in data: URL, log: (String) -> Void) async throws
        -> URL
    {
        let folder = data.appendingPathComponent(shape.folderName, isDirectory: true)
        let file = folder.appendingPathComponent(LibraryShape.databaseFileName)
        let files = FileManager.default
        try files.createDirectory(at: folder, withIntermediateDirectories: true)
        guard !files.fileExists(atPath: file.path) else { return folder }
        log("building \(shape.feeds) feeds and \(shape.totalArticles) articles into \(file.path) (once)…")
        let partial = file.appendingPathExtension("partial")
        for leftover in ["", "-wal", "-shm"] { try? files.removeItem(atPath: partial.path + leftover) }
        let started = ContinuousClock.now
        let step = max(1, shape.feeds / 10)
        try await LibraryGenerator(shape: shape, now: generatedAt).generate(into: partial) { done in
            if done % step == 0 { log("  \(done) feeds") }
        }
        for suffix in ["-wal", "-shm"] { try? files.removeItem(atPath: partial.path + suffix) }
        try files.moveItem(at: partial, to: file)
        log("built in \(ContinuousClock.now - started)")
        return folder
    }
}
