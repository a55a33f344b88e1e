public import Foundation

/// Writes `data` to `file` atomically, creating its folder first.
public func writeFile(_ data: Data, to file: URL) throws(ComparisonError) {
    do {
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file, options: .atomic)
    } catch {
        throw .fileError(path: file.path, reason: "\(error)")
    }
}
