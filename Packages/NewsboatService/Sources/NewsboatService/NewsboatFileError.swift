public import DatabaseService
public import FoundationEssentials
import UnicodeTextService

/// Why newsboat's files cannot be read. Each description is one sentence naming the file (and
/// the line, where there is one) and what to do.
public enum NewsboatFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No `urls` file where newsboat keeps one; `looked` lists the places tried.
    case notFound(looked: [URL])
    /// A file exists but cannot be read (permissions, a folder, not UTF-8).
    case unreadable(file: URL, reason: String)
    /// One line cannot be read.
    case malformedLine(file: URL, line: Int, text: String, problem: NewsboatLineProblem)
    /// `include` goes round in a circle, or deeper than newsboat would.
    case includeLoop(file: URL, line: Int)
    /// The cache is not newsboat's: a table or a column it always has is missing.
    case notNewsboatCache(file: URL, missing: String)
    /// The cache cannot be read as SQLite: damaged, or not a database.
    case unreadableCache(file: URL, cause: DatabaseError)
    /// newsboat is running on this cache now (its lock file names a live process).
    case newsboatRunning(lockFile: URL, processID: Int32)

    public var description: String {
        switch self {
        case .notFound(let looked):
            "found no newsboat files: there is no urls file in "
                + looked.map(\.path).joined(separator: " or ")
                + "; name newsboat's folder with --from DIR"
        case .unreadable(let file, let reason):
            "cannot read \(file.path): \(reason)"
        case .malformedLine(let file, let line, _, let problem):
            "\(file.path), line \(line): \(problem); nothing was imported"
        case .includeLoop(let file, let line):
            "\(file.path), line \(line): this include leads back to a file already being read, or nests "
                + "deeper than 8 files; nothing was imported"
        case .notNewsboatCache(let file, let missing):
            "\(file.path) is not newsboat's cache: it has no \(missing); name newsboat's own cache.db, "
                + "or leave it out to import only the feeds; nothing was imported"
        case .unreadableCache(let file, let cause):
            "cannot read newsboat's cache \(file.path) (\(cause)); nothing was imported"
        case .newsboatRunning(let lockFile, let processID):
            "newsboat is running (process \(processID), \(lockFile.path)); quit it first so that its "
                + "cache holds everything, then import again"
        }
    }
}

/// Reads a newsboat text file.
enum NewsboatFileText {
    /// The largest file read: newsboat's files are lists and settings, kilobytes long.
    static let maxBytes = 16 * 1024 * 1024

    /// Every line of `text` (the contents of `file`) with its number from 1 and its words; a
    /// line that cannot be split fails with its file and line.
    static func splitLines(of text: String, file: URL) throws(NewsboatFileError) -> [(
        number: Int, text: String, words: NewsboatWords
    )] {
        // "\r\n" is one Character in Swift, so it is a line end of its own.
        let lines = text.split(
            omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        var split: [(number: Int, text: String, words: NewsboatWords)] = []
        for (index, line) in lines.map(String.init).enumerated() {
            do {
                split.append((index + 1, line, try NewsboatWords(splitting: line)))
            } catch {
                throw .malformedLine(file: file, line: index + 1, text: line, problem: error)
            }
        }
        return split
    }

    static func read(_ file: URL) throws(NewsboatFileError) -> String {
        let data: Data
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
            guard attributes[.type] as? FileAttributeType == .typeRegular else {
                throw NewsboatFileError.unreadable(file: file, reason: "it is not a regular file")
            }
            // FileManager gives sizes as `UInt`.
            guard (attributes[.size] as? UInt ?? 0) <= maxBytes else {
                throw NewsboatFileError.unreadable(file: file, reason: "it is larger than 16 MiB")
            }
            data = try Data(contentsOf: file)
        } catch let error as NewsboatFileError {
            throw error
        } catch {
            throw .unreadable(file: file, reason: SystemErrorText.reason(for: error))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw .unreadable(file: file, reason: "it is not UTF-8 text")
        }
        return text
    }
}
