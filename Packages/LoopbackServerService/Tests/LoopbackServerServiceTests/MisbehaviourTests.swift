import Foundation
import LoopbackServerService
import Testing

@Suite struct Misbehaviours {
    @Test func dripSendsTheBodyByteByByte() throws {
        let server = try startServer([
            "/slow": .fixed(
                LoopbackResponse(
                    status: 200, body: Data("abcd".utf8), delivery: .drip(interval: .milliseconds(40))))
        ])
        defer { server.stop() }
        let connection = try RawConnection(port: server.port)
        connection.sendRequest("/slow")
        let head = try connection.readHead()
        #expect(head.header("Content-Length") == "4")
        let sizes = try connection.receiveSizes(until: 4)
        #expect(try connection.readExactly(4) == Data("abcd".utf8))
        // Forty milliseconds apart, the bytes cannot all arrive in one piece.
        #expect(sizes.count >= 2)
    }

    @Test func hangAcceptsAndNeverAnswers() throws {
        let server = try startServer(["/hang": .fixed(.hang)])
        let connection = try RawConnection(port: server.port)
        connection.sendRequest("/hang")
        #expect(!connection.receivesAnything(within: 300))
        #expect(eventually { server.statistics.inFlight == 1 })
        #expect(server.requests(to: "/hang").count == 1)
        server.stop()
        #expect(throws: RawError.closed(afterBytes: 0)) { try connection.fill() }
    }

    @Test func resetBreaksTheConnectionMidBody() throws {
        let body = Data(repeating: UInt8(ascii: "r"), count: 1000)
        let server = try startServer([
            "/reset": .fixed(LoopbackResponse(status: 200, body: body, delivery: .resetAfter(bytes: 10)))
        ])
        defer { server.stop() }
        let connection = try RawConnection(port: server.port)
        connection.sendRequest("/reset")
        let head = try connection.readHead()
        #expect(head.header("Content-Length") == "1000")
        #expect(throws: RawError.reset) { _ = try connection.readExactly(1000) }
    }

    @Test func endlessBodyNeverEnds() throws {
        let server = try startServer(["/endless": .fixed(LoopbackResponse(status: 200, delivery: .endless))])
        defer { server.stop() }
        let connection = try RawConnection(port: server.port)
        connection.sendRequest("/endless")
        let head = try connection.readHead()
        #expect(head.header("Transfer-Encoding") == "chunked")
        #expect(head.header("Content-Length") == nil)
        let twoMegabytes = try connection.readExactly(2 << 20)
        #expect(twoMegabytes.count == 2 << 20)
        #expect(connection.receivesAnything(within: 1000))
    }

    @Test func wrongLengthPromisesMoreThanItSends() throws {
        let server = try startServer([
            "/short": .fixed(
                LoopbackResponse(
                    status: 200, body: Data("ten bytes!".utf8), delivery: .wrongLength(declared: 100)))
        ])
        defer { server.stop() }
        let connection = try RawConnection(port: server.port)
        connection.sendRequest("/short")
        let head = try connection.readHead()
        #expect(head.header("Content-Length") == "100")
        #expect(try connection.readToEnd() == Data("ten bytes!".utf8))
    }

    @Test func delayedAnswersStillArrive() throws {
        let server = try startServer([
            "/late": .fixed(LoopbackResponse(status: 200, body: Data("late".utf8), delay: .milliseconds(50)))
        ])
        defer { server.stop() }
        let connection = try RawConnection(port: server.port)
        connection.sendRequest("/late")
        #expect(try connection.readResponse().text == "late")
    }
}

/// Waits (up to five seconds) until `condition` holds.
func eventually(_ condition: () -> Bool) -> Bool {
    for _ in 0..<500 {
        if condition() { return true }
        Thread.sleep(forTimeInterval: 0.01)
    }
    return condition()
}
