import Foundation

/// Serves `file://` URLs through the same streaming interface: status 200, the file's bytes,
/// the same size limit. Conditional validators do not apply to files and are ignored.
struct FileURLReader: Sendable {
    /// Bytes read and handed over at a time.
    static let chunkSize = 64 * 1024

    let maxBodyBytes: Int?

    func stream(
        _ url: URL, receiver: @Sendable (HTTPStreamEvent) -> HTTPStreamAction
    ) throws(HTTPError) -> HTTPResponseHead {
        let path = url.path
        let handle: FileHandle
        let size: Int
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            guard attributes[.type] as? FileAttributeType != .typeDirectory else {
                throw HTTPError.file(path: path, reason: "it is a directory")
            }
            size = (attributes[.size] as? NSNumber)?.intValue ?? 0
            handle = try FileHandle(forReadingFrom: url)
        } catch let error as HTTPError {
            throw error
        } catch {
            throw .file(path: path, reason: Self.reason(error))
        }
        defer { try? handle.close() }
        if let maxBodyBytes, size > maxBodyBytes {
            throw .tooLarge(url: url.absoluteString, limit: maxBodyBytes)
        }
        let head = HTTPResponseHead(status: 200, headers: ["Content-Length": String(size)], url: url)
        guard receiver(.head(head)) == .proceed else { throw .abortedByReceiver(url: url.absoluteString) }
        var total = 0
        while true {
            if Task.isCancelled { throw .cancelled }
            let chunk: Data
            do {
                guard let read = try handle.read(upToCount: Self.chunkSize), !read.isEmpty else { break }
                chunk = read
            } catch {
                throw .file(path: path, reason: Self.reason(error))
            }
            total += chunk.count
            if let maxBodyBytes, total > maxBodyBytes {
                throw .tooLarge(url: url.absoluteString, limit: maxBodyBytes)
            }
            guard receiver(.body(chunk)) == .proceed else {
                throw .abortedByReceiver(url: url.absoluteString)
            }
        }
        return head
    }

    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if nsError.domain == NSCocoaErrorDomain {
            switch nsError.code {
            case NSFileNoSuchFileError, NSFileReadNoSuchFileError: return "no such file"
            case NSFileReadNoPermissionError: return "permission denied"
            default: break
            }
        }
        return nsError.localizedDescription
    }
}
