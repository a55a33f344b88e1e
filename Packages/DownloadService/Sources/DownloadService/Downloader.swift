/// Downloads files (podcast episodes, images) into a folder. The rest of Tidings downloads
/// only through this protocol.
public protocol Downloader: Sendable {
    /// Downloads one file, streaming it to a `.part` file beside the target and renaming it
    /// once complete; an existing `.part` file is resumed. `progress` is called as bytes
    /// arrive, from a thread of the HTTP client.
    func download(
        _ request: DownloadRequest, progress: @escaping @Sendable (DownloadProgress) -> Void
    ) async throws(DownloadError) -> DownloadResult
}

extension Downloader {
    /// Downloads every request, as many at once as the downloader allows, and returns each
    /// outcome in the order of `requests`. `progress` names the request by its index.
    public func downloadAll(
        _ requests: [DownloadRequest], progress: @escaping @Sendable (Int, DownloadProgress) -> Void
    ) async -> [Result<DownloadResult, DownloadError>] {
        await withTaskGroup(of: (Int, Result<DownloadResult, DownloadError>).self) { group in
            for (index, request) in requests.enumerated() {
                group.addTask {
                    do throws(DownloadError) {
                        return (index, .success(try await download(request) { progress(index, $0) }))
                    } catch {
                        return (index, .failure(error))
                    }
                }
            }
            var results = [Result<DownloadResult, DownloadError>](
                repeating: .failure(.cancelled), count: requests.count)
            for await (index, result) in group { results[index] = result }
            return results
        }
    }
}
