import Foundation

/// A desktop of its own for a test: a private D-Bus session bus (dbus-daemon on a socket in a
/// temporary folder), an X server drawing into memory (Xvfb) and a real notification daemon
/// (dunst) serving `org.freedesktop.Notifications` on that bus. Everything is stopped and
/// removed when the session is released.
final class DesktopSession {
    let folder: URL
    let busAddress: String
    private var processes: [Process] = []

    /// Whether dbus-daemon, Xvfb, dunst and dunstctl are installed.
    static var isAvailable: Bool {
        ["dbus-daemon", "Xvfb", "dunst", "dunstctl"].allSatisfy { program in
            ["/usr/bin/", "/bin/"].contains { FileManager.default.isExecutableFile(atPath: $0 + program) }
        }
    }

    /// Starts the bus, and with `daemon`, the X server and dunst on it.
    init(daemon: Bool = true) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "desktop-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let socket = folder.appendingPathComponent("bus").path
        let configuration = folder.appendingPathComponent("bus.conf")
        // The policy of Debian's own session.conf: without its `allow eavesdrop`, which also lets
        // replies be received, no method call is ever answered.
        try """
        <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
         "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
        <busconfig>
          <type>session</type>
          <listen>unix:path=\(socket)</listen>
          <auth>EXTERNAL</auth>
          <policy context="default">
            <allow send_destination="*" eavesdrop="true"/><allow eavesdrop="true"/><allow own="*"/>
          </policy>
        </busconfig>
        """.write(to: configuration, atomically: true, encoding: .utf8)
        busAddress = "unix:path=" + socket
        try start("/usr/bin/dbus-daemon", ["--config-file=" + configuration.path, "--nofork", "--nopidfile"])
        try waitFor("dbus-daemon") { FileManager.default.fileExists(atPath: socket) }
        guard daemon else { return }
        let display = ":\(Int.random(in: 200...60_000))"
        try start("/usr/bin/Xvfb", [display, "-nolisten", "tcp", "-screen", "0", "640x480x24"])
        try waitFor("Xvfb") {
            FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X" + display.dropFirst())
        }
        try start(
            "/usr/bin/dunst", [], environment: ["DISPLAY": display, "DBUS_SESSION_BUS_ADDRESS": busAddress])
        try waitFor("dunst") { (try? self.dunstctl(["debug"])) != nil }
    }

    /// SIGKILL: a test process may block SIGTERM, and its children inherit the mask.
    deinit {
        for process in processes.reversed() where process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: folder)
    }

    /// The notifications dunst received, summary and body each, oldest first: it closes the
    /// ones it shows, then reads its history.
    func received() throws -> [(summary: String, body: String)] {
        _ = try dunstctl(["close-all"])
        let history = try dunstctl(["history"])
        guard let object = try JSONSerialization.jsonObject(with: Data(history.utf8)) as? [String: Any],
            let lists = object["data"] as? [[[String: Any]]]
        else { return [] }
        return (lists.first ?? []).reversed().map { entry in
            let summary = (entry["summary"] as? [String: Any])?["data"] as? String ?? ""
            let body = (entry["body"] as? [String: Any])?["data"] as? String ?? ""
            return (summary, body)
        }
    }

    private func dunstctl(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/dunstctl")
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging([
            "DBUS_SESSION_BUS_ADDRESS": busAddress
        ]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw DesktopSessionError("dunstctl \(arguments) failed")
        }
        return String(decoding: data, as: UTF8.self)
    }

    private func start(_ path: String, _ arguments: [String], environment: [String: String] = [:]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let log = folder.appendingPathComponent(URL(fileURLWithPath: path).lastPathComponent + ".log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: log)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        processes.append(process)
    }

    /// Waits up to ten seconds for `ready`; the error quotes what `program` wrote.
    private func waitFor(_ program: String, _ ready: () -> Bool) throws {
        let deadline = Date().addingTimeInterval(10)
        while !ready() {
            guard Date() < deadline else {
                let log =
                    (try? String(contentsOf: folder.appendingPathComponent(program + ".log"), encoding: .utf8))
                    ?? ""
                throw DesktopSessionError("\(program) did not start in time: \(log)")
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }
}

struct DesktopSessionError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
