public import FoundationEssentials
import UnicodeTextService

extension LoopbackRoute {
    /// Serves the files under `root` by path, as a static web server would: `ETag` (from size
    /// and modification time) and `Last-Modified`, so conditional requests get a 304, and
    /// `Range` requests. A path that is not a regular file under `root`, or that tries to leave
    /// it (`..`), is a 404.
    public static func directory(_ root: URL) -> LoopbackRoute {
        let rootPath = root.standardizedFileURL.resolvingSymlinksInPath().path
        return LoopbackRoute { request in
            guard let relative = PercentEncoding.decode(request.path),
                !relative.contains("\0"),
                !relative.split(separator: "/").contains(where: { $0 == ".." || $0 == "." })
            else { return .status(404) }
            let path = rootPath + (relative.hasPrefix("/") ? relative : "/" + relative)
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                attributes[.type] as? FileAttributeType == .typeRegular,
                let body = FileManager.default.contents(atPath: path)
            else { return .status(404) }
            let modified = (attributes[.modificationDate] as? Date) ?? Date(timeIntervalSince1970: 0)
            let stamp = UInt64(max(0, modified.timeIntervalSince1970 * 1_000_000))
            return LoopbackResponse(
                status: 200, headers: ["Content-Type": contentType(of: path)], body: body,
                etag: "\"\(String(body.count, radix: 16))-\(String(stamp, radix: 16))\"",
                lastModified: HTTPDateText.format(modified), acceptsRanges: true)
        }
    }
}

private func contentType(of path: String) -> String {
    switch URL(fileURLWithPath: path).pathExtension.lowercased() {
    case "xml", "rss", "atom", "rdf": "application/xml"
    case "json": "application/feed+json"
    case "html", "htm": "text/html; charset=utf-8"
    case "txt", "opml": "text/plain; charset=utf-8"
    default: "application/octet-stream"
    }
}
