import FoundationEssentials
import HTTPService
import JSONService

/// Sends one API request to a sync server and reads its answer as a JSON object, turning every
/// way that can fail into a `SyncServerError` that names the server and never the credentials.
struct SyncExchange: Sendable {
    let client: any HTTPClient
    /// How messages name the server: "the Tiny Tiny RSS server at example.com".
    let server: String

    init(client: any HTTPClient, kind: SyncServerKind, url: URL) {
        self.client = client
        let host = url.host.map { host in url.port.map { "\(host):\($0)" } ?? host } ?? url.absoluteString
        server = "the \(kind.displayName) server at \(host)"
    }

    /// POSTs `body` to `url` and returns the answer's top-level JSON object.
    func post(_ url: URL, body: HTTPRequestBody) async throws(SyncServerError) -> JSONFields {
        let response: HTTPResponse
        do {
            response = try await client.get(HTTPRequest(url: url, body: body))
        } catch .status(let code, _, _) {
            throw .unexpectedAnswer(server: server, reason: "HTTP status \(code)")
        } catch {
            throw .unreachable(server: server, cause: error)
        }
        return try decode(response.body)
    }

    /// The JSON object `body` holds, or why it is not one.
    func decode(_ body: Data) throws(SyncServerError) -> JSONFields {
        let parsed = try? JSONValue.parse(body)
        if let object = JSONFields(parsed) { return object }
        throw .unexpectedAnswer(server: server, reason: Self.notAnObject(body, isJSON: parsed != nil))
    }

    /// What `read` makes of the JSON object `body` holds, scanning it, or why it is not one (as
    /// ``decode(_:)`` says it).
    func scan<Result>(_ body: Data, _ read: (JSONScanner) throws(JSONScanner.Stop) -> Result)
        throws(SyncServerError) -> Result
    {
        let scanned: Result?
        do {
            scanned = try JSONScanner.scan(body) { scanner throws(JSONScanner.Stop) -> Result? in
                guard try scanner.kind() == .object else {
                    try scanner.skip()
                    return nil
                }
                return try read(scanner)
            }
        } catch {
            throw .unexpectedAnswer(server: server, reason: Self.notAnObject(body, isJSON: false))
        }
        guard let scanned else {
            throw .unexpectedAnswer(server: server, reason: Self.notAnObject(body, isJSON: true))
        }
        return scanned
    }

    /// What an answer that is not a JSON object is instead.
    private static func notAnObject(_ body: Data, isJSON: Bool) -> String {
        let start = body.prefix(512).drop(while: { [9, 10, 13, 32].contains($0) })
        return if body.isEmpty {
            "an empty answer"
        } else if start.first == UInt8(ascii: "<") {
            "an HTML or XML page instead of JSON"
        } else if isJSON {
            "JSON that is not an object"
        } else {
            "an answer that is not JSON"
        }
    }
}
