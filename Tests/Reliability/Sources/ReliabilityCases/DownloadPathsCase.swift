import DownloadService
import Foundation
import HTTPService
import LoopbackServerService

/// `HTTPDownloader` (there is no download command yet) fetching enclosures whose URLs and names
/// try to leave the download folder: `..` segments, `%2e%2e%2f`, double encoding, backslashes,
/// NUL, absolute paths, hidden names, and a `Content-Disposition` naming an absolute path on
/// every answer (DownloadService does not read that header; the check proves it has no effect).
/// Asserts: every file lands directly inside the folder, with a name that is one plain
/// component; nothing is written anywhere else under the scratch tree or at the absolute paths
/// named; no `.part` file is left.
struct DownloadPathsCase {
    let size: ReliabilitySize
    let checks: CaseChecks

    func run() async throws {
        let tag = UUID().uuidString.prefix(8)
        let base = FileManager.default.temporaryDirectory.appendingPathComponent(
            "reliability-downloads-\(tag)")
        let downloads = base.appendingPathComponent("a/b/downloads")
        try FileManager.default.createDirectory(at: downloads, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: base) }
        let absoluteTargets = ["/tmp/tidings-escape-\(tag)-absolute.txt", "/etc/tidings-escape-\(tag)"]
        let server = try LoopbackServer(
            fallback: LoopbackRoute { request in
                LoopbackResponse(
                    status: 200,
                    headers: [
                        "Content-Type": "audio/mpeg",
                        "Content-Disposition":
                            "attachment; filename=\"\(absoluteTargets[0])\"; filename*=UTF-8''..%2F..%2F..%2Fescape-cd-\(tag)",
                    ],
                    body: Data("payload for \(request.path)".utf8))
            })
        defer { server.stop() }
        let downloader = HTTPDownloader(
            client: CurlHTTPClient(
                settings: HTTPSettings(
                    userAgent: "TidingsReliability/1.0", connectTimeoutSeconds: 2, requestTimeoutSeconds: 10,
                    maxRedirects: 3, maxResponseBytes: 1 << 20, retryLimit: 0, retryAfterMaxSeconds: 1,
                    concurrency: 4,
                    concurrencyPerHost: 4)),
            settings: DownloadSettings(concurrency: 3, maxFileBytes: 1 << 20, stallTimeoutSeconds: 5))

        let hostile: [(path: String, name: String?)] = [
            ("/a/../../../etc/tidings-escape-\(tag)", nil),
            ("/files/%2e%2e%2f%2e%2e%2fescape-1-\(tag).txt", nil),
            ("/files/..%2f..%2f..%2fescape-2-\(tag).txt", nil),
            ("/files/..%5c..%5c..%5cescape-3-\(tag).txt", nil),
            ("/files/%252e%252e%252fescape-4-\(tag).txt", nil),
            ("/files/%2e%2e", nil),
            ("/%2e%2e%2f%2e%2e%2f%2e%2e%2ftmp%2ftidings-escape-5-\(tag).txt", nil),
            ("/files/escape-6-\(tag).txt%00.mp3", nil),
            ("/files/.hidden-7-\(tag)", nil),
            ("/files/episode-8-\(tag).mp3?name=../../../escape-8-\(tag).txt", nil),
            ("/files/s1", "../../escape-s1-\(tag).txt"),
            ("/files/s2", absoluteTargets[0]),
            ("/files/s3", ".."),
            ("/files/s4", "a/../../escape-s4-\(tag)"),
            ("/files/s5", "%2e%2e%2fescape-s5-\(tag)"),
            ("/files/s6", "..\\..\\escape-s6-\(tag).txt"),
            ("/files/s7", "\u{0}escape-s7-\(tag)"),
            ("/files/s8", ".bashrc"),
            ("/files/s9", "~/escape-s9-\(tag)"),
            ("/files/s10", "episode\u{202E}3pm.exe"),
        ]
        var names: [String] = []
        var refused = 0
        let root = downloads.standardizedFileURL.path
        for (path, name) in hostile {
            guard let url = URL(string: "http://\(server.address):\(server.port)\(path)") else {
                checks.fail("the harness cannot build a URL for \(path)")
                continue
            }
            do throws(DownloadError) {
                let result = try await downloader.download(
                    DownloadRequest(url: url, directory: downloads, fileName: name)
                ) { _ in }
                let file = result.file.standardizedFileURL
                let fileName = file.lastPathComponent
                names.append(fileName)
                checks.expect(
                    file.deletingLastPathComponent().path == root,
                    "\(path) (name \(name.debugDescription)) was written to \(file.path), outside \(root)")
                checks.expect(
                    !fileName.hasPrefix(".") && !fileName.contains("/") && !fileName.contains("\\")
                        && !fileName.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x202E },
                    "\(path) (name \(name.debugDescription)) got the unsafe file name \(fileName.debugDescription)"
                )
            } catch {
                if case .fileExists = error {
                    refused += 1
                } else {
                    checks.fail("\(path) (name \(name.debugDescription)) failed unexpectedly: \(error)")
                }
            }
        }
        let everything = FileManager.default.enumerator(
            at: base, includingPropertiesForKeys: [.isRegularFileKey])
        var outside: [String] = []
        var parts: [String] = []
        while let item = everything?.nextObject() as? URL {
            guard (try? item.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else {
                continue
            }
            if item.standardizedFileURL.deletingLastPathComponent().path != root { outside.append(item.path) }
            if item.lastPathComponent.hasSuffix(".part") { parts.append(item.lastPathComponent) }
        }
        checks.expect(outside.isEmpty, "files were written outside the download folder: \(outside)")
        checks.expect(parts.isEmpty, "partial files were left behind: \(parts)")
        for target in absoluteTargets + ["/tmp/tidings-escape-5-\(tag).txt"] {
            checks.expect(!FileManager.default.fileExists(atPath: target), "a download created \(target)")
        }
        checks.note(
            "\(hostile.count) hostile URLs and names: \(names.count) saved inside, \(refused) refused as existing"
        )
    }
}
