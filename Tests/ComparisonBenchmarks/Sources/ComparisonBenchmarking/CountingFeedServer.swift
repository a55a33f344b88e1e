public import Foundation
import LoopbackServerService
import Synchronization

/// A loopback server for a folder of feeds (LoopbackServerService's directory route: ETag,
/// Last-Modified, 304) that counts what it answered, so that a run can be checked: a cold
/// refresh must fetch every feed whole (`200`), a warm one must be answered `304` throughout.
public final class CountingFeedServer: Sendable {
    private let server: LoopbackServer
    private let answers = AnswerTally()

    public init(directory: URL) throws(ComparisonError) {
        let answers = self.answers
        let files = LoopbackRoute.directory(directory)
        let counting = LoopbackRoute { request in
            let response = files.respond(request)
            let status =
                response.status == 200 && Self.isNotModified(response, request) ? 304 : response.status
            answers.counts.withLock { $0[status, default: 0] += 1 }
            return response
        }
        do {
            server = try LoopbackServer(fallback: counting, recordsRequests: false)
        } catch {
            throw .fileError(path: directory.path, reason: "cannot start the loopback server: \(error)")
        }
    }

    /// The URL of `path` on this server.
    public func url(_ path: String) -> URL {
        server.url(path)
    }

    /// The answers given since the last call, by status (`[200: 300]`), and starts counting anew.
    public func takeAnswers() -> [Int: Int] {
        answers.counts.withLock { counted in
            defer { counted = [:] }
            return counted
        }
    }

    public func stop() {
        server.stop()
    }

    /// Whether the server turns this 200 into a 304, by the rule LoopbackServer applies: an
    /// `If-None-Match` naming the ETag (weak or strong, or `*`); without one, an
    /// `If-Modified-Since` equal to `Last-Modified`.
    static func isNotModified(_ response: LoopbackResponse, _ request: LoopbackRequest) -> Bool {
        if let etag = response.etag, let condition = request.header("If-None-Match") {
            let candidates = condition.split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "W/", with: "")
            }
            return candidates.contains("*")
                || candidates.contains(etag.replacingOccurrences(of: "W/", with: ""))
        }
        if let lastModified = response.lastModified, let condition = request.header("If-Modified-Since") {
            return condition == lastModified
        }
        return false
    }

    /// `300 × 200`, `298 × 304, 2 × 404`.
    public static func describe(_ answers: [Int: Int]) -> String {
        answers.isEmpty
            ? "no requests"
            : answers.sorted { $0.key < $1.key }.map { "\($0.value) × \($0.key)" }.joined(separator: ", ")
    }
}

/// Answers counted by status, shared between the server's connection threads.
private final class AnswerTally: Sendable {
    let counts = Mutex<[Int: Int]>([:])
}
