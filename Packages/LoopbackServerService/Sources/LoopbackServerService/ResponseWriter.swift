import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// Puts a prepared response on the wire the way its delivery says.
struct ResponseWriter {
    /// The piece an endless body repeats when the response has no body of its own.
    static let endlessFiller = Data(repeating: UInt8(ascii: "x"), count: 16 * 1024)

    let descriptor: Int32
    let state: ServerState

    /// How the connection is left after a response.
    enum Ending {
        case keepOpen
        case close
        /// The socket was already closed (reset); it must not be closed again.
        case alreadyClosed
        /// Never answer; wait for the peer or the server to go.
        case waitForClose
    }

    /// Writes `response`; `keepAlive` is whether the client asked to keep the connection.
    /// `beforeLastBytes` runs just before the bytes that complete the answer are sent, so the
    /// request no longer counts as in flight by the time the client has its answer.
    func write(_ response: PreparedResponse, keepAlive: Bool, beforeLastBytes: () -> Void) -> Ending {
        let body = response.sendsBody ? response.body : Data()
        switch response.delivery {
        case .whole:
            let head = response.headText(
                contentLength: response.body.count, chunked: false, closing: !keepAlive)
            beforeLastBytes()
            guard send(Data(head.utf8) + body) else { return .close }
            return keepAlive ? .keepOpen : .close
        case .drip(let interval):
            let head = response.headText(
                contentLength: response.body.count, chunked: false, closing: !keepAlive)
            if body.isEmpty { beforeLastBytes() }
            guard send(Data(head.utf8)) else { return .close }
            for (index, byte) in body.enumerated() {
                guard pause(interval) else { return .close }
                if index == body.count - 1 { beforeLastBytes() }
                guard send(Data([byte])) else { return .close }
            }
            return keepAlive ? .keepOpen : .close
        case .resetAfter(let bytes):
            let head = response.headText(contentLength: response.body.count, chunked: false, closing: false)
            _ = send(Data(head.utf8) + body.prefix(bytes))
            state.forget(descriptor)
            SocketCalls.reset(descriptor)
            return .alreadyClosed
        case .wrongLength(let declared):
            let head = response.headText(contentLength: declared, chunked: false, closing: true)
            beforeLastBytes()
            _ = send(Data(head.utf8) + body)
            return .close
        case .endless:
            let head = response.headText(contentLength: nil, chunked: true, closing: true)
            let piece = body.isEmpty ? Self.endlessFiller : body
            let chunk = Data((String(piece.count, radix: 16) + "\r\n").utf8) + piece + Data("\r\n".utf8)
            guard send(Data(head.utf8)) else { return .close }
            while !state.isStopped && send(chunk) {}
            return .close
        case .hang:
            return .waitForClose
        }
    }

    /// Sleeps `interval` in short steps; false when the server stops meanwhile.
    func pause(_ interval: Duration) -> Bool {
        let deadline = ContinuousClock.now + interval
        while ContinuousClock.now < deadline {
            if state.isStopped { return false }
            let left = deadline - ContinuousClock.now
            let step = min(left, .milliseconds(Int(SocketCalls.pollMilliseconds)))
            let parts = step.components
            usleep(useconds_t(max(0, parts.seconds * 1_000_000 + parts.attoseconds / 1_000_000_000_000)))
        }
        return !state.isStopped
    }

    private func send(_ data: Data) -> Bool {
        let sent = data.withUnsafeBytes { SocketCalls.sendAll(descriptor, $0) }
        if sent { state.recordBytesSent(data.count) }
        return sent
    }
}
