import Foundation
import NotificationService
import Testing

/// Desktop notifications through a real notification daemon (dunst) on a private session bus.
@Suite(.enabled(if: DesktopSession.isAvailable, "dbus-daemon, Xvfb and dunst are needed"), .serialized)
struct DesktopNotificationsTests {
    @Test func theDaemonShowsTheNotificationWithItsBodyEscapedForMarkup() async throws {
        let desktop = try DesktopSession()
        let notifications = DesktopNotifications(busAddress: desktop.busAddress)
        let id = try await notifications.send(
            summary: "3 new articles", body: "Field Recordings (3): <b>Harbour</b> & dawn")
        #expect(id > 0)
        let received = try desktop.received()
        #expect(received.count == 1)
        #expect(received.first?.summary == "3 new articles")
        // dunst reads markup in bodies, so the body went escaped: its text is the title as written.
        #expect(received.first?.body == "Field Recordings (3): &lt;b&gt;Harbour&lt;/b&gt; &amp; dawn")
    }

    @Test func aBusWithoutANotificationServiceIsUnavailable() async throws {
        let desktop = try DesktopSession(daemon: false)
        await #expect {
            try await DesktopNotifications(busAddress: desktop.busAddress, timeout: .seconds(2))
                .send(summary: "x", body: "y")
        } throws: { error in
            guard case .unavailable(let reason) = error as? DesktopNotificationError else { return false }
            return reason.contains("org.freedesktop.Notifications")
        }
    }

    @Test func noBusIsUnavailable() async throws {
        await #expect {
            try await DesktopNotifications(busAddress: "unix:path=/nonexistent/tidings-bus").send(
                summary: "x", body: "y")
        } throws: { error in
            if case .unavailable = error as? DesktopNotificationError { return true }
            return false
        }
    }
}

/// A Unix socket bound at a path, as a bus's is; closed and removed when released.
final class ListeningSocket {
    let path: String
    private let descriptor: Int32

    init(at path: String) throws {
        self.path = path
        descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in path.utf8.prefix(buffer.count - 1).enumerated() { buffer[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard descriptor >= 0, bound == 0 else { throw DesktopSessionError("cannot bind \(path)") }
    }

    deinit {
        close(descriptor)
        unlink(path)
    }
}

@Suite struct SessionBusAddressTests {
    @Test func theVariableComesFirstThenTheRuntimeFolderThenTheUsersRunFolder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "run-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: root) }
        let runtime = root.appendingPathComponent("runtime")
        let users = root.appendingPathComponent("user")
        for folder in [runtime, users.appendingPathComponent("1000")] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        func address(_ environment: [String: String], user: UInt32 = 1000) -> String? {
            DesktopNotifications.sessionBusAddress(
                environment: environment, userID: user, runRoot: users.path)
        }
        #expect(address(["DBUS_SESSION_BUS_ADDRESS": "unix:path=/x"]) == "unix:path=/x")
        #expect(address(["XDG_RUNTIME_DIR": runtime.path]) == nil, "no socket anywhere")

        let userSocket = try ListeningSocket(at: users.appendingPathComponent("1000/bus").path)
        #expect(address([:]) == "unix:path=\(userSocket.path)", "what a cron job finds")
        #expect(address([:], user: 1001) == nil, "another user's folder is not looked in")
        let runtimeSocket = try ListeningSocket(at: runtime.appendingPathComponent("bus").path)
        #expect(address(["XDG_RUNTIME_DIR": runtime.path]) == "unix:path=\(runtimeSocket.path)")
    }

    @Test func markupIsEscaped() {
    }
}
