public import Foundation

/// A real sync server on loopback, started and stopped through `Scripts/sync-servers`: Tiny
/// Tiny RSS (Debian's package on a throwaway PostgreSQL cluster), coldsweat for the Fever API, or
/// FreshRSS (PHP on SQLite) for the Google Reader API and its own Fever API. Everything it runs
/// lives under a folder of its own and stops with `stop()`, which `deinit` calls too.
public final class SyncServerProcess: Sendable {
    public enum Kind: String, Sendable {
        case ttrss, fever, greader
        /// FreshRSS's Fever API: the same `fever` account kind on a second real server.
        case freshrssFever

        /// The user the scripts make, and its password.
        public var credentials: (user: String, password: String) {
            switch self {
            case .ttrss: ("admin", "password")
            case .fever: ("test@example.com", "password1234")
            case .greader, .freshrssFever: ("alice", "apipass1")
            }
        }

        /// The kind `tidings account add` is given.
        public var accountKind: String { self == .freshrssFever ? "fever" : rawValue }

        /// The script under `Scripts/sync-servers` that runs the server.
        var script: String {
            switch self {
            case .ttrss: "ttrss"
            case .fever: "fever"
            case .greader, .freshrssFever: "freshrss"
            }
        }
    }

    public let kind: Kind
    /// The address a client is given: TT-RSS's web folder, or the Fever endpoint.
    public let url: URL
    public let stateDirectory: URL

    /// Starts a server; throws with the script's own sentence when it could not.
    public init(_ kind: Kind) throws {
        self.kind = kind
        stateDirectory = try ScratchFolders.make(prefix: "tidings-sync-\(kind.rawValue)")
        let started = try Self.script(kind, ["start", stateDirectory.path], timeout: 90)
        var address = started.output.trimmingCharacters(in: .whitespacesAndNewlines)
        if kind == .freshrssFever {
            address = address.replacingOccurrences(of: "greader.php", with: "fever.php")
        }
        guard started.status == 0, let url = URL(string: address)
        else { throw SyncServerFailure(step: "start \(kind.rawValue)", result: started) }
        self.url = url
    }

    deinit { stop() }

    /// Subscribes the server's user to `feed` from the server's side; returns the feed's id there.
    @discardableResult
    public func subscribe(_ feed: URL, category: String? = nil) throws -> Int {
        let result = try Self.script(
            kind, ["subscribe", stateDirectory.path, feed.absoluteString] + (category.map { [$0] } ?? []))
        guard result.status == 0, let id = Int(result.output.trimmingCharacters(in: .whitespacesAndNewlines))
        else {
            throw SyncServerFailure(step: "subscribe \(feed.absoluteString)", result: result)
        }
        return id
    }

    /// Makes the server fetch its feeds now.
    public func update() throws {
        let result = try Self.script(kind, ["update", stateDirectory.path], timeout: 90)
        guard result.status == 0 else { throw SyncServerFailure(step: "update", result: result) }
    }

    /// Removes one article from the server, as its purge of old articles does.
    public func purge(article id: Int) throws {
        let result = try Self.script(kind, ["purge", stateDirectory.path, String(id)])
        guard result.status == 0 else { throw SyncServerFailure(step: "purge \(id)", result: result) }
    }

    /// Stops the server; stopping twice does nothing.
    public func stop() {
        _ = try? Self.script(kind, ["stop", stateDirectory.path])
    }

    /// Whether the machine has what the servers need (the `sync` group of the dependency list).
    public static var isInstalled: Bool {
        FileManager.default.fileExists(atPath: "/usr/share/tt-rss/www")
            && FileManager.default.isExecutableFile(
                atPath: repository.appendingPathComponent(".build/venv-coldsweat/bin/coldsweat").path)
    }

    static let repository = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func script(_ kind: Kind, _ arguments: [String], timeout: Double = 60) throws -> RunResult {
        let script = repository.appendingPathComponent("Scripts/sync-servers/\(kind.script).sh")
        return try RunResult.run(
            URL(fileURLWithPath: "/bin/bash"), [script.path] + arguments,
            environment: ProcessInfo.processInfo.environment, directory: repository, timeout: timeout)
    }
}

/// A sync server script that failed, with what it said.
public struct SyncServerFailure: Error, CustomStringConvertible {
    public let step: String
    public let result: RunResult

    public var description: String {
        "sync server \(step) failed (exit \(result.status)): \(result.errors)\(result.output)"
    }
}

/// Calls a sync server's own API with curl, so that a test sees the server's state through a
/// client that is not Tidings.
public struct ServerAPI: Sendable {
    public let server: SyncServerProcess

    public init(_ server: SyncServerProcess) { self.server = server }

    /// A TT-RSS call: posts `{"op": operation, …}` in `session`, or in a new one when nil;
    /// returns the answer's `content`.
    public func ttrss(
        _ operation: String, _ parameters: [String: any Sendable] = [:], session: String? = nil
    ) throws -> Any? {
        var body = parameters
        body["op"] = operation
        body["sid"] = try session ?? ttrssSession()
        return (try post(ttrssEndpoint, json: body) as? [String: Any])?["content"]
    }

    /// Logs in to TT-RSS and returns the session's id, good for later calls from curl.
    public func ttrssSession() throws -> String {
        let login = try post(
            ttrssEndpoint,
            json: [
                "op": "login", "user": server.kind.credentials.user,
                "password": server.kind.credentials.password,
            ])
        guard
            let session = ((login as? [String: Any])?["content"] as? [String: Any])?["session_id"] as? String
        else {
            throw APIFailure(reason: "TT-RSS login failed: \(String(describing: login))")
        }
        return session
    }

    private var ttrssEndpoint: URL { server.url.appendingPathComponent("api/") }

    /// A Fever call: `?api&` + `query`, with the key and `form` posted; returns the answer.
    public func fever(_ query: [String], form: [String: String] = [:]) throws -> [String: Any] {
        let credentials = server.kind.credentials
        let key = try md5("\(credentials.user):\(credentials.password)")
        var arguments = ["-s", "--max-time", "20", "--data-urlencode", "api_key=\(key)"]
        for (name, value) in form { arguments += ["--data-urlencode", "\(name)=\(value)"] }
        let url = server.url.absoluteString + "?" + (["api"] + query).joined(separator: "&")
        let result = try curl(arguments + [url])
        return (try JSONSerialization.jsonObject(with: Data(result.utf8)) as? [String: Any]) ?? [:]
    }

    /// A Google Reader API call, `reader/api/0/` + `path`: a GET of `query`, or a POST of `form`
    /// (with a fresh write token) when one is given; returns the answer's text.
    public func greader(_ path: String, query: [String] = [], form: [(String, String)]? = nil) throws
        -> String
    {
        let credentials = server.kind.credentials
        let base = server.url.absoluteString
        let login = try curl([
            "-s", "--max-time", "20", "--data-urlencode", "Email=\(credentials.user)", "--data-urlencode",
            "Passwd=\(credentials.password)", base + "/accounts/ClientLogin",
        ])
        guard let auth = login.split(separator: "\n").first(where: { $0.hasPrefix("Auth=") })?.dropFirst(5)
        else { throw APIFailure(reason: "Google Reader login failed: \(login)") }
        let header = ["-H", "Authorization: GoogleLogin auth=\(auth)"]
        let address =
            base + "/reader/api/0/" + path + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
        guard let form else { return try curl(["-s", "--max-time", "20"] + header + [address]) }
        let token = try curl(["-s", "--max-time", "20"] + header + [base + "/reader/api/0/token"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
        var arguments = ["-s", "--max-time", "20"] + header + ["--data-urlencode", "T=\(token)"]
        for (name, value) in form { arguments += ["--data-urlencode", "\(name)=\(value)"] }
        return try curl(arguments + [address])
    }

    private func post(_ url: URL, json: [String: any Sendable]) throws -> Any {
        let body = String(decoding: try JSONSerialization.data(withJSONObject: json), as: UTF8.self)
        let output = try curl([
            "-s", "--max-time", "20", "-H", "Content-Type: application/json", "--data-binary", body,
            url.absoluteString,
        ])
        return try JSONSerialization.jsonObject(with: Data(output.utf8))
    }

    private func curl(_ arguments: [String]) throws -> String {
        let result = try RunResult.run(
            URL(fileURLWithPath: "/usr/bin/curl"), arguments, environment: ["PATH": "/usr/bin:/bin"],
            timeout: 30)
        guard result.status == 0 else {
            throw APIFailure(reason: "curl failed (\(result.status)): \(result.errors)")
        }
        return result.output
    }

    private func md5(_ text: String) throws -> String {
        let result = try RunResult.run(
            URL(fileURLWithPath: "/usr/bin/python3"),
            ["-c", "import hashlib,sys; print(hashlib.md5(sys.argv[1].encode()).hexdigest())", text],
            environment: ["PATH": "/usr/bin:/bin"], timeout: 10)
        return result.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

public struct APIFailure: Error, CustomStringConvertible {
    public let reason: String
    public var description: String { reason }
}
