import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// Serves the requests of one connection, one after the other (HTTP/1.1 keep-alive), on its
/// own thread.
struct ConnectionHandler {
    let descriptor: Int32
    let number: Int
    let state: ServerState

    func run() {
        var reader = RequestReader(descriptor: descriptor, state: state)
        let writer = ResponseWriter(descriptor: descriptor, state: state)
        var ending = ResponseWriter.Ending.close
        while case .request(let head) = answeringMalformed(reader.readHead(), writer: writer) {
            let length = head.headers.value(of: "Content-Length").flatMap { Int($0) } ?? 0
            guard let body = reader.readBody(count: length) else { break }
            let request = Self.request(from: head, body: body, connection: number)
            state.begin(request)
            var ended = false
            let end = {
                if !ended { state.end(request) }
                ended = true
            }
            let response = state.route(for: request.path)?.respond(request) ?? .status(404)
            if writer.pause(response.delay) {
                ending = writer.write(
                    PreparedResponse(response, for: request), keepAlive: head.keepsAlive, beforeLastBytes: end
                )
            } else {
                ending = .close
            }
            if ending == .waitForClose { reader.waitForClose() }
            end()
            guard ending == .keepOpen else { break }
        }
        if ending != .alreadyClosed {
            state.forget(descriptor)
            close(descriptor)
        }
    }

    /// `arrival`, after answering it with a 400 when it is not HTTP (which ends the connection).
    private func answeringMalformed(_ arrival: RequestReader.Arrival, writer: ResponseWriter)
        -> RequestReader.Arrival
    {
        if case .malformed = arrival {
            let refusal = LoopbackRequest(method: "", path: "", connectionNumber: number)
            _ = writer.write(
                PreparedResponse(.status(400), for: refusal), keepAlive: false, beforeLastBytes: {})
        }
        return arrival
    }

    private static func request(from head: RequestHead, body: Data, connection: Int) -> LoopbackRequest {
        var target = head.target
        if let schemeEnd = target.firstRange(of: "://") {
            let rest = target[schemeEnd.upperBound...]
            target = rest.firstIndex(of: "/").map { String(rest[$0...]) } ?? "/"
        }
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        return LoopbackRequest(
            method: head.method, path: String(parts[0]), query: parts.count > 1 ? String(parts[1]) : nil,
            headers: head.headers, body: body, connectionNumber: connection)
    }
}
