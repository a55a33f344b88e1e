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

@Suite struct SessionBusAddressTests {
    @Test func theVariableComesFirstThenTheRuntimeFolder() throws {
        #expect(
            DesktopNotifications.sessionBusAddress(environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/x"])
                == "unix:path=/x")
        #expect(
            DesktopNotifications.sessionBusAddress(environment: ["XDG_RUNTIME_DIR": "/nonexistent"]) == nil)
        #expect(DesktopNotifications.sessionBusAddress(environment: [:]) == nil)
    }

    @Test func markupIsEscaped() {
        #expect(MarkupEscaping.escape("a < b & c > d") == "a &lt; b &amp; c &gt; d")
        #expect(MarkupEscaping.escape("plain") == "plain")
    }
}
