import EndToEndSupport
import Foundation

/// The server alone under a Google Reader API sync: the calls `tidings sync` makes, made by curl,
/// each timed by curl itself (`%{time_total}`: from the connection to the last byte, without
/// curl's own start), added up. The answers are read (untimed) only to follow continuations and
/// to check what came back.
struct GoogleReaderFloor: Sendable {
    let server: SyncServerProcess

    /// A first sync's pull: its time and the highest item id it saw.
    struct Pull {
        var milliseconds: Double
        var highest: Int64
    }

    private static let readingList = "user/-/state/com.google/reading-list"

    /// ClientLogin, subscription/list, then every page of the reading list (250 items, oldest
    /// first, following continuations); checks `expected` items. A first sync asks for no state
    /// list: each item comes with its state.
    func firstSync(expected: Int) throws(ComparisonError) -> Pull {
        var session = try Session(server: server)
        _ = try session.get("subscription/list", ["output=json"])
        var items = 0
        var highest: Int64 = 0
        var continuation: String?
        repeat {
            let page = try session.json(
                "stream/contents/" + Self.readingList,
                ["n=250", "r=o", "output=json"] + (continuation.map { ["c=\($0)"] } ?? []))
            let pageItems = page["items"] as? [[String: Any]] ?? []
            items += pageItems.count
            for item in pageItems {
                if let id = (item["id"] as? String).flatMap(Self.itemID) { highest = max(highest, id) }
            }
            let next = page["continuation"] as? String
            continuation = pageItems.isEmpty || next == continuation ? nil : next
        } while continuation != nil
        guard items == expected else {
            throw .verificationFailed("curl's reading list held \(items) items, not \(expected)")
        }
        return Pull(milliseconds: session.milliseconds, highest: highest)
    }

    /// ClientLogin, subscription/list, the ids from `after`'s second, the newer items' contents,
    /// then the two id lists: an incremental sync's calls. Checks `expectedNew` new items.
    func incrementalSync(after: Int64, expectedNew: Int) throws(ComparisonError) -> Double {
        var session = try Session(server: server)
        _ = try session.get("subscription/list", ["output=json"])
        let newer = try session.ids(Self.readingList, extra: ["ot=\(after / 1_000_000)"]).filter {
            $0 > after
        }
        let contents = try session.json(
            "stream/items/contents",
            form: newer.map { ("i", String(format: "tag:google.com,2005:reader/item/%016llx", $0)) } + [
                ("output", "json")
            ])
        let brought = (contents["items"] as? [Any])?.count ?? 0
        _ = try session.ids(Self.readingList, extra: ["xt=user%2F-%2Fstate%2Fcom.google%2Fread"])
        _ = try session.ids("user/-/state/com.google/starred", extra: [])
        guard newer.count == expectedNew, brought == expectedNew else {
            throw .verificationFailed(
                "curl found \(newer.count) newer ids and \(brought) items, not \(expectedNew)")
        }
        return session.milliseconds
    }

    /// An item id, long (hex) or short (decimal) form.
    static func itemID(_ text: String) -> Int64? {
        let prefix = "tag:google.com,2005:reader/item/"
        if text.hasPrefix(prefix) {
            return UInt64(text.dropFirst(prefix.count), radix: 16).map { Int64(bitPattern: $0) }
        }
        return Int64(text)
    }

    /// One login's calls, and the time they took on the server's side.
    private struct Session {
        let base: String
        let auth: String
        private(set) var milliseconds = 0.0

        init(server: SyncServerProcess) throws(ComparisonError) {
            base = server.url.absoluteString
            let credentials = server.kind.credentials
            let (body, seconds) = try Self.curl([
                "--data-urlencode", "Email=\(credentials.user)", "--data-urlencode",
                "Passwd=\(credentials.password)",
                base + "/accounts/ClientLogin",
            ])
            guard let auth = body.split(separator: "\n").first(where: { $0.hasPrefix("Auth=") })?.dropFirst(5)
            else { throw .verificationFailed("FreshRSS's ClientLogin answered \(body)") }
            self.auth = String(auth)
            milliseconds = seconds * 1000
        }

        mutating func get(_ path: String, _ query: [String]) throws(ComparisonError) -> String {
            try call(path, query: query, form: [])
        }

        mutating func json(_ path: String, _ query: [String] = [], form: [(String, String)] = [])
            throws(ComparisonError) -> [String: Any]
        {
            let body = try call(path, query: query, form: form)
            guard let object = (try? JSONSerialization.jsonObject(with: Data(body.utf8))) as? [String: Any]
            else {
                throw .verificationFailed("FreshRSS's \(path) answered other than a JSON object")
            }
            return object
        }

        /// Every id of `stream`'s `stream/items/ids` list, 10,000 a call, following continuations.
        mutating func ids(_ stream: String, extra: [String]) throws(ComparisonError) -> [Int64] {
            var ids: [Int64] = []
            var continuation: String?
            let encoded = stream.replacingOccurrences(of: "/", with: "%2F")
            repeat {
                let page = try json(
                    "stream/items/ids",
                    ["s=\(encoded)", "n=10000", "output=json"] + extra
                        + (continuation.map { ["c=\($0)"] } ?? []))
                let refs = page["itemRefs"] as? [[String: Any]] ?? []
                ids += refs.compactMap { ($0["id"] as? String).flatMap(GoogleReaderFloor.itemID) }
                let next = page["continuation"] as? String
                continuation = refs.isEmpty || next == continuation ? nil : next
            } while continuation != nil
            return ids
        }

        private mutating func call(_ path: String, query: [String], form: [(String, String)])
            throws(ComparisonError) -> String
        {
            var arguments = ["-H", "Authorization: GoogleLogin auth=\(auth)"]
            for (name, value) in form { arguments += ["--data-urlencode", "\(name)=\(value)"] }
            let address =
                base + "/reader/api/0/" + path + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
            let (body, seconds) = try Self.curl(arguments + [address])
            milliseconds += seconds * 1000
            return body
        }

        /// The body curl got and curl's own time for the call.
        private static func curl(_ arguments: [String]) throws(ComparisonError) -> (String, Double) {
            let result: RunResult
            do {
                result = try RunResult.run(
                    URL(fileURLWithPath: "/usr/bin/curl"),
                    ["-s", "--fail", "--max-time", "60", "-w", "\n%{time_total}"] + arguments,
                    environment: ["PATH": "/usr/bin:/bin"], timeout: 90)
            } catch {
                throw .verificationFailed("curl could not run: \(error)")
            }
            guard result.status == 0, let cut = result.output.lastIndex(of: "\n"),
                let seconds = Double(result.output[result.output.index(after: cut)...])
            else {
                throw .verificationFailed("curl failed (exit \(result.status)): \(result.errors)")
            }
            return (String(result.output[..<cut]), seconds)
        }
    }
}
