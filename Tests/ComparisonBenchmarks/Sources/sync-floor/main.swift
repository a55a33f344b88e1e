import ConfigurationService
import Foundation
import HTTPService
import NetworkBenchmarking
import SyncService

// `sync-floor KIND URL USER PASSWORD-FILE`: the network half of a first sync from a sync server
// (KIND: ttrss, fever or greader, as `tidings account add` takes them), done with Tidings' own
// HTTP client and adapter (HTTPService, SyncService) and nothing else: the
// client has the shipped HTTP settings and the pages are asked for as `tidings sync` asks for
// them (`sync.pagesAtOnce` of Config/Tidings.plist), every article is decoded, counted and
// dropped. It prints the count. Its peak memory, beside a whole first sync's,
// is what the exchange alone costs before any storing, logic or interface (compare-bench's sync
// rows run it).

let arguments = CommandLine.arguments
guard arguments.count == 5, let kind = SyncServerKind(rawValue: arguments[1]),
    let url = URL(string: arguments[2]),
    let password = try? String(contentsOfFile: arguments[4], encoding: .utf8)
else {
    FileHandle.standardError.write(
        Data("usage: sync-floor ttrss|fever|greader URL USER PASSWORD-FILE\n".utf8))
    exit(64)
}
let configuration: Configuration
do {
    configuration = try BenchmarkSettings.shipped()
} catch {
    FileHandle.standardError.write(Data("sync-floor: \(error)\n".utf8))
    exit(78)
}
let client = CurlHTTPClient(settings: BenchmarkSettings.httpSettings(from: configuration))
let login = SyncServerLogin(
    url: url, user: arguments[3], password: password.trimmingCharacters(in: .newlines))

/// Pulls every article once, page by page, and returns how many there were.
func pullEverything() async throws(SyncServerError) -> Int {
    let server = try SyncServers.server(
        kind, login: login, client: client, pagesAtOnce: configuration[Settings.Sync.pagesAtOnce])
    try await server.logIn()
    var count = 0
    var cursor: RemotePageCursor? = nil
    repeat {
        let page = try await server.articles(after: nil, from: cursor)
        count += page.articles.count
        cursor = page.next
    } while cursor != nil
    return count
}

do {
    print(try await pullEverything())
} catch {
    FileHandle.standardError.write(Data("sync-floor: \(error)\n".utf8))
    exit(1)
}
