import FoundationEssentials
import UnicodeTextService

/// Writes a shared item as a Markdown file.
public enum MarkdownExport {
    /// The Markdown for `item`: the title as a heading, then link, date and author, then the
    /// text as given. Title and author are escaped so they cannot start Markdown of their own.
    public static func document(for item: ShareItem) -> String {
        var lines = ["# \(escape(item.title))", ""]
        var details: [String] = []
        if let url = item.url { details.append("- Link: <\(url.absoluteString)>") }
        if let date = item.date { details.append("- Date: \(date.formatted(.iso8601))") }
        if let author = item.author { details.append("- Author: \(escape(author))") }
        if !details.isEmpty { lines += details + [""] }
        if let text = item.text, !text.isEmpty { lines += [text, ""] }
        return lines.joined(separator: "\n")
    }

    /// A file name made from `title`: letters and digits (lowercased) joined by hyphens, at
    /// most 80 characters, then `.md`. It holds no `/` and no leading dot, so it always names a
    /// plain file inside the export folder; a title with nothing usable gives `untitled.md`.
    public static func fileName(for title: String) -> String {
        var name = ""
        var pendingHyphen = false
        for character in title.lowercased() {
            if character.isLetter || character.isNumber {
                let addition = (pendingHyphen && !name.isEmpty ? "-" : "") + String(character)
                guard name.count + addition.count <= 80, name.utf8.count + addition.utf8.count <= 200 else {
                    break
                }
                name += addition
                pendingHyphen = false
            } else {
                pendingHyphen = true
            }
        }
        return (name.isEmpty ? "untitled" : name) + ".md"
    }

    /// Writes `item` into `folder` (created when missing) and returns the file. An existing
    /// file is replaced only when `overwrite` is true.
    static func write(_ item: ShareItem, into folder: URL, overwrite: Bool) throws(ShareError) -> URL {
        let folder = folder.standardizedFileURL
        let file = folder.appendingPathComponent(fileName(for: item.title)).standardizedFileURL
        guard file.deletingLastPathComponent().path == folder.path else {
            throw .cannotWrite(path: file.path, reason: "the file name would leave the export folder")
        }
        if !overwrite && FileManager.default.fileExists(atPath: file.path) {
            throw .fileExists(path: file.path)
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(document(for: item).utf8).write(
                to: file, options: overwrite ? .atomic : .withoutOverwriting)
        } catch {
            if !overwrite && FileManager.default.fileExists(atPath: file.path) {
                throw .fileExists(path: file.path)
            }
            throw .cannotWrite(path: file.path, reason: SystemErrorText.reason(for: error))
        }
        return file
    }

    private static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\n", "\r", "\r\n", "\t":
                result.append(" ")
            case "\\", "`", "*", "_", "[", "]", "<", ">", "#", "|", "!":
                result.append("\\")
                result.append(character)
            default:
                result.append(character)
            }
        }
        return result
    }
}
