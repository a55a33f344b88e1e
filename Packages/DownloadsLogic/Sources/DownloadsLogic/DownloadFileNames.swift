import DownloadService
public import FoundationEssentials

/// How a queued enclosure's file is named: the URL's last path component, made safe by
/// DownloadService, and made unique in the queue by ` (2)`, ` (3)`… before the extension, so
/// two episodes both called `episode.mp3` never write one file.
public enum DownloadFileNames {
    /// A name for `url` that none of `taken` holds.
    public static func unique(for url: URL, taken: Set<String>) -> String {
        let base = DownloadFileName.derive(from: url, suggested: nil)
        guard taken.contains(base) else { return base }
        let dot = base.lastIndex(of: ".").flatMap { $0 == base.startIndex ? nil : $0 }
        let stem = dot.map { String(base[..<$0]) } ?? base
        let suffix = dot.map { String(base[$0...]) } ?? ""
        var number = 2
        while taken.contains("\(stem) (\(number))\(suffix)") { number += 1 }
        return "\(stem) (\(number))\(suffix)"
    }
}
