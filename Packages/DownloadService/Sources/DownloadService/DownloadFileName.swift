public import FoundationEssentials
import UnicodeTextService

/// Turns a URL or a suggested name into a safe file name: a single path component that
/// cannot leave the download directory.
///
/// Only the last component survives (of `/` and `\` paths alike); NUL and control characters
/// go; leading dots and surrounding spaces go (no `..`, no hidden files); an empty result
/// becomes `download`; the name is cut to 250 bytes of UTF-8 (NAME_MAX minus the `.part`
/// suffix), keeping its extension.
public enum DownloadFileName {
    /// The name used when nothing usable is left.
    public static let fallback = "download"
    /// Longest name in UTF-8 bytes, leaving room for `.part`.
    public static let maxBytes = 255 - DownloadPaths.partSuffix.utf8.count

    /// The file name for `url`, or for `suggested` when given.
    public static func derive(from url: URL, suggested: String?) -> String {
        if let suggested { return sanitize(suggested) }
        return sanitize(url.lastPathComponent)
    }

    /// `candidate` made safe.
    public static func sanitize(_ candidate: String) -> String {
        let decoded = PercentEncoding.decode(candidate) ?? candidate
        let lastComponent =
            decoded.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last.map(String.init) ?? ""
        let printable = String(lastComponent.unicodeScalars.filter { !isControl($0) }.map(Character.init))
        var trimmed = Substring(WhiteSpace.trimmingSpaces(printable))
        while trimmed.first == "." { trimmed = trimmed.dropFirst() }
        let name = WhiteSpace.trimmingSpaces(trimmed)
        return name.isEmpty ? fallback : truncate(name)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
            || scalar.properties.generalCategory == .format
    }

    /// Cuts `name` to `maxBytes`, on a character boundary, keeping a short extension.
    private static func truncate(_ name: String) -> String {
        guard name.utf8.count > maxBytes else { return name }
        let dot = name.lastIndex(of: ".")
        let suffix = dot.map { String(name[$0...]) }.flatMap { $0.utf8.count <= 16 ? $0 : nil } ?? ""
        var stem = String(name.dropLast(suffix.count))
        while stem.utf8.count + suffix.utf8.count > maxBytes { stem.removeLast() }
        return stem + suffix
    }
}

/// Where a download is written.
public struct DownloadPaths: Equatable, Sendable {
    /// Appended to the file name while the download runs.
    public static let partSuffix = ".part"

    /// The finished file.
    public let file: URL
    /// The file being written, renamed to `file` once complete.
    public let partial: URL

    public init(directory: URL, fileName: String) {
        file = directory.appendingPathComponent(fileName, isDirectory: false)
        partial = directory.appendingPathComponent(fileName + Self.partSuffix, isDirectory: false)
    }

    /// Creates `directory` and its parents when missing.
    public static func prepareFolder(_ directory: URL) throws(DownloadError) {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .directoryUnavailable(path: directory.path, reason: SystemErrorText.reason(for: error))
        }
    }
}
