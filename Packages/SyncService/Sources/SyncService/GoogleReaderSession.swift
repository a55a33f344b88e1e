import FoundationEssentials
import HTTPService
import JSONService
import Synchronization
import UnicodeTextService

/// The Google Reader API's two tokens and every call that carries them.
///
/// `accounts/ClientLogin` trades the user and the password for the `Auth` token, sent as
/// `Authorization: GoogleLogin auth=…` on every call. A call that changes something also posts
/// `T`, a short-lived write token from `reader/api/0/token`. Both are kept for the adapter's
/// life. A 401 on a write renews `T` and tries again; a second 401, or one on a read, logs in
/// again and tries once more; a 401 after that is a refused login. The HTTP client drops the
/// `Authorization` header when a redirect leads to another host.
final class GoogleReaderSession: Sendable {

    let exchange: SyncExchange
    private let login: SyncServerLogin
    /// The API's base, ending in `/`: `…/api/greader.php/`.
    private let base: URL
    private let authLogin = SharedLogin()
    private let writeTokenHeld = Mutex<String?>(nil)

    init(login: SyncServerLogin, client: any HTTPClient) {
        self.login = login
        exchange = SyncExchange(client: client, kind: .greader, url: login.url)
        let address = login.url.absoluteString
        base = URL(string: address.hasSuffix("/") ? address : address + "/") ?? login.url
    }

    /// Logs in now, replacing any token held.
    func logIn() async throws(SyncServerError) {
        forgetTokens()
        _ = try await authToken()
    }

    /// GETs `reader/api/0/` + `path` with `query`, and returns the answer's body.
    func get(_ path: String, _ query: [(name: String, value: String)] = []) async throws(SyncServerError)
        -> Data
    {
        try await send(path, write: false) { auth, _ in
            HTTPRequest(url: self.url(path, query), headers: Self.headers(auth))
        }
    }

    /// POSTs `form` to `reader/api/0/` + `path`, with the write token when `write`, and returns
    /// the body.
    func post(_ path: String, _ form: [(name: String, value: String)], write: Bool = true)
        async throws(SyncServerError) -> Data
    {
        try await send(path, write: write) { auth, token in
            HTTPRequest(
                url: self.url(path, []), headers: Self.headers(auth),
                body: .form(form + (token.map { [("T", $0)] } ?? [])))
        }
    }

    /// GETs a JSON answer and reads its top-level object.
    func json(_ path: String, _ query: [(name: String, value: String)] = []) async throws(SyncServerError)
        -> JSONFields
    {
        try decode(await get(path, query), call: path)
    }

    /// The object a JSON answer of `call` holds, or which call answered what instead.
    func decode(_ body: Data, call: String) throws(SyncServerError) -> JSONFields {
        do {
            return try exchange.decode(body)
        } catch .unexpectedAnswer(let server, let reason) {
            throw .unexpectedAnswer(server: server, reason: "\(call) answered \(reason)")
        } catch {
            throw error
        }
    }

    /// What `read` makes of the JSON object of `call`'s answer `body`, scanning it, or which
    /// call answered what instead.
    func scan<Result>(
        _ body: Data, call: String, _ read: (JSONScanner) throws(JSONScanner.Stop) -> Result
    ) throws(SyncServerError) -> Result {
        do {
            return try exchange.scan(body, read)
        } catch .unexpectedAnswer(let server, let reason) {
            throw .unexpectedAnswer(server: server, reason: "\(call) answered \(reason)")
        } catch {
            throw error
        }
    }

    // MARK: - Tokens

    private func send(
        _ call: String, write: Bool, request: @Sendable (String, String?) -> HTTPRequest
    ) async throws(SyncServerError) -> Data {
        for attempt in 0..<3 {
            let auth = try await authToken()
            let writeToken = write ? try await self.writeToken(auth: auth) : nil
            do {
                return try await exchange.client.get(request(auth, writeToken)).body
            } catch .status(401, _, _) {
                if write && attempt == 0 { writeTokenHeld.withLock { $0 = nil } } else { forgetTokens() }
            } catch {
                throw failure(error, call: call)
            }
        }
        throw .loginRefused(server: exchange.server)
    }

    /// The `Auth` token held, or a new one from `accounts/ClientLogin` (one login for the calls
    /// made at once).
    private func authToken() async throws(SyncServerError) -> String {
        try await authLogin.token { await self.clientLogin() }
    }

    /// Forgets both tokens: the next call logs in again.
    private func forgetTokens() {
        authLogin.forget()
        writeTokenHeld.withLock { $0 = nil }
    }

    /// Logs in with `accounts/ClientLogin` and returns the `Auth` token.
    private func clientLogin() async -> Result<String, SyncServerError> {
        let form: [(name: String, value: String)] = [("Email", login.user), ("Passwd", login.password)]
        let answer: Data
        do {
            answer = try await exchange.client.get(
                HTTPRequest(url: base.appendingPathComponent("accounts/ClientLogin"), body: .form(form))
            ).body
        } catch .status(let code, _, _) where code == 401 || code == 403 {
            return .failure(.loginRefused(server: exchange.server))
        } catch {
            return .failure(failure(error, call: "accounts/ClientLogin"))
        }
        let lines = String(decoding: answer, as: UTF8.self).split(whereSeparator: \.isNewline)
        guard let line = lines.first(where: { $0.hasPrefix("Auth=") }), line.count > 5 else {
            return .failure(
                .unexpectedAnswer(
                    server: exchange.server, reason: "accounts/ClientLogin answered without an Auth token"))
        }
        return .success(String(line.dropFirst(5)))
    }

    /// The write token held, or a new one from `reader/api/0/token`.
    private func writeToken(auth: String) async throws(SyncServerError) -> String {
        if let held = writeTokenHeld.withLock({ $0 }) { return held }
        let answer: Data
        do {
            answer = try await exchange.client.get(
                HTTPRequest(url: url("token", []), headers: Self.headers(auth))
            ).body
        } catch .status(401, _, _) {
            forgetTokens()
            throw .loginRefused(server: exchange.server)
        } catch {
            throw failure(error, call: "token")
        }
        let token = WhiteSpace.trimmingSpaces(String(decoding: answer, as: UTF8.self))
        guard !token.isEmpty else {
            throw .unexpectedAnswer(server: exchange.server, reason: "token answered an empty write token")
        }
        writeTokenHeld.withLock { $0 = token }
        return token
    }

    // MARK: - Requests

    private func url(_ path: String, _ query: [(name: String, value: String)]) -> URL {
        let address = base.appendingPathComponent("reader/api/0/" + path)
        guard !query.isEmpty, var components = URLComponents(url: address, resolvingAgainstBaseURL: false)
        else { return address }
        components.percentEncodedQuery = query.map { "\(Self.encoded($0.name))=\(Self.encoded($0.value))" }
            .joined(separator: "&")
        return components.url ?? address
    }

    private static func headers(_ auth: String) -> HTTPHeaders {
        ["Authorization": "GoogleLogin auth=\(auth)"]
    }

    /// A query value with everything but unreserved characters percent-encoded (`/` and `:` of
    /// stream names included, as the servers expect).
    private static func encoded(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                UInt8(ascii: "_"), UInt8(ascii: "~"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out
    }

    /// What a failed exchange of `call` means, naming the call.
    private func failure(_ error: HTTPError, call: String) -> SyncServerError {
        if case .status(let code, _, _) = error {
            return .unexpectedAnswer(server: exchange.server, reason: "\(call) answered HTTP status \(code)")
        }
        return .unreachable(server: exchange.server, cause: error)
    }
}
