import CDBus
import Dispatch
import UnicodeTextService

#if canImport(Glibc)
    import Glibc
#endif

/// The desktop's notification service (freedesktop.org's `org.freedesktop.Notifications`, which
/// GNOME, KDE, dunst, mako, xfce4-notifyd and the rest serve) on a D-Bus session bus, through
/// libdbus, loaded when first used.
///
/// D-Bus directly rather than libnotify: a notification is one method call, which libdbus makes
/// on a private connection that is closed after it; libnotify would bring GLib, GObject and
/// GdkPixbuf into the process (and a main loop) for the same call.
public struct DesktopNotifications: Sendable {
    /// The bus, as a D-Bus address (`unix:path=/run/user/1000/bus`).
    public let busAddress: String
    /// The name the service shows the notification under.
    public let applicationName: String
    /// The longest each call to the service may take.
    public let timeout: Duration

    public init(busAddress: String, applicationName: String = "tidings", timeout: Duration = .seconds(5)) {
        self.busAddress = busAddress
        self.applicationName = applicationName
        self.timeout = timeout
    }

    /// The session bus of `environment`: `DBUS_SESSION_BUS_ADDRESS`, else the socket systemd
    /// gives each user in `XDG_RUNTIME_DIR`, else in `/run/user/UID` (what a cron job, which has
    /// neither variable, still finds), when that socket is there; nil when there is none.
    /// `userID` is this process's user unless given.
    public static func sessionBusAddress(
        environment: [String: String], userID: UInt32? = nil, runRoot: String = "/run/user"
    ) -> String? {
        if let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty { return address }
        var folders: [String] = []
        if let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/") { folders.append(runtime) }
        folders.append("\(runRoot)/\(userID ?? getuid())")
        return folders.map { $0 + "/bus" }.first(where: FileStatus.isSocket).map { "unix:path=" + $0 }
    }

    /// Shows a notification and returns the number the service gave it. `body` is plain text;
    /// for a service that reads markup in bodies it is sent escaped, so that nothing in it can
    /// become markup. Runs on a thread of its own, off the caller's.
    public func send(summary: String, body: String) async throws(DesktopNotificationError) -> UInt32 {
        let request = self
        let result: Result<UInt32, DesktopNotificationError> = await withCheckedContinuation { continuation in
            DispatchQueue.global(qos: .utility).async {
                continuation.resume(returning: request.sendBlocking(summary: summary, body: body))
            }
        }
        return try result.get()
    }

    private func sendBlocking(summary: String, body: String) -> Result<UInt32, DesktopNotificationError> {
        var id: UInt32 = 0
        var reason = [CChar](repeating: 0, count: 512)
        let (seconds, attoseconds) = timeout.components
        let milliseconds = Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000)
        let status = reason.withUnsafeMutableBufferPointer { reasonBuffer in
            tidings_notify(
                busAddress, applicationName, summary, body, MarkupEscaping.text(body), max(1, milliseconds),
                &id,
                reasonBuffer.baseAddress, reasonBuffer.count)
        }
        let text = String(decoding: reason.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        switch status {
        case TIDINGS_NOTIFY_SHOWN: return .success(id)
        case TIDINGS_NOTIFY_UNAVAILABLE: return .failure(.unavailable(text))
        default: return .failure(.failed(text))
        }
    }
}

/// Why a desktop notification was not shown.
public enum DesktopNotificationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No notification service answers (libdbus missing, no bus, nothing serving notifications
    /// on it): another way may be tried.
    case unavailable(String)
    /// The service is there, but refused or failed the call.
    case failed(String)

    public var description: String {
        switch self {
        case .unavailable(let reason): "no desktop notification service answers (\(reason))"
        case .failed(let reason): "the desktop notification service failed (\(reason))"
        }
    }
}
