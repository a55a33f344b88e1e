import Foundation
import HTTPService
import LoopbackServerService
import Testing

@testable import SyncService

@Suite struct GoogleReaderIDTests {
    @Test
    func theLongAndShortFormsOfAnItemNameOneArticle() {
        let long = "tag:google.com,2005:reader/item/000661ea07c9270c"
        #expect(GoogleReaderIDs.item(long) == 1_796_507_641_128_716)
        #expect(GoogleReaderIDs.item("1796507641128716") == 1_796_507_641_128_716)
        #expect(GoogleReaderIDs.longForm(1_796_507_641_128_716) == long)
        #expect(GoogleReaderIDs.item("tag:google.com,2005:reader/item/00000000000001a4") == 420)
        // A decimal above Int64's range is the same 64 bits, as the hex form of it is.
        #expect(GoogleReaderIDs.item("18446744073709551615") == -1)
        #expect(GoogleReaderIDs.item("tag:google.com,2005:reader/item/ffffffffffffffff") == -1)
        #expect(GoogleReaderIDs.longForm(-1) == "tag:google.com,2005:reader/item/ffffffffffffffff")
        #expect(GoogleReaderIDs.item("tag:google.com,2005:reader/item/xyz") == nil)
        #expect(GoogleReaderIDs.item("tag:google.com,2005:reader/item/") == nil)
        #expect(GoogleReaderIDs.item("twelve") == nil)
        // Read byte by byte when written as servers write them, the general way otherwise.
        #expect(GoogleReaderIDs.item("tag:google.com,2005:reader/item/1") == 1)
        #expect(GoogleReaderIDs.item("tag:google.com,2005:reader/item/00000000000001A4") == 420)
        #expect(GoogleReaderIDs.item("tag:google.com,2005:reader/item/00000000000000001") == nil)
        #expect(GoogleReaderIDs.item("tag:google.com,2005:reader/item/+1a4") == 420)
        #expect(GoogleReaderIDs.item("tag:google.com,2005:reader/item/1a4 ") == nil)
    }

    @Test
    func aNumberedFeedKeepsItsNumberAndANamedOneAStableHashAboveEveryNumber() throws {
        #expect(GoogleReaderIDs.feed("feed/12") == 12)
        #expect(GoogleReaderIDs.numberedStream(12) == "feed/12")
        let named = try #require(GoogleReaderIDs.feed("feed/https://example.com/rss"))
        #expect(named >= 1 << 62)
        #expect(GoogleReaderIDs.feed("feed/https://example.com/rss") == named)
        #expect(GoogleReaderIDs.feed("feed/https://example.com/atom") != named)
        #expect(GoogleReaderIDs.numberedStream(named) == nil)
        #expect(GoogleReaderIDs.feed("user/-/label/Tech") == nil && GoogleReaderIDs.feed("feed/") == nil)
        #expect(GoogleReaderIDs.label("user/-/label/Tech") == "Tech")
        #expect(GoogleReaderIDs.label("user/-/state/com.google/read") == nil)
    }

    @Test
    func anItemBringsItsFeedLinkBodyAndStates() throws {
        let page = try SyncExchange(
            client: CannedHTTPClient(), kind: .greader, url: URL(fileURLWithPath: "/")
        ).scan(
            Data(
                #"""
                {"items": [{"id": "tag:google.com,2005:reader/item/0000000000000010", "published": 1700000000,
                  "title": "One", "canonical": [{"href": "https://example.com/1"}], "author": "Ann",
                  "summary": {"content": "<p>Hi</p>"}, "origin": {"streamId": "feed/3"},
                  "categories": ["user/-/state/com.google/reading-list", "user/-/state/com.google/read",
                                 "user/-/state/com.google/starred", "user/-/label/Tech"]},
                 {"id": "17", "origin": {"streamId": "feed/3"}, "categories": []},
                 {"id": "18", "categories": []}],
                 "continuation": "17"}
                """#.utf8), GoogleReaderItems.itemPage)
        let articles = try #require(page.articles)
        #expect(articles.count == 2)
        let first = try #require(articles.first)
        #expect(first.id == 16 && first.feedID == 3 && first.title == "One" && first.author == "Ann")
        #expect(first.link?.absoluteString == "https://example.com/1" && first.html == "<p>Hi</p>")
        #expect(first.published == Date(timeIntervalSince1970: 1_700_000_000))
        #expect(!first.isUnread && first.isStarred)
        #expect(articles.last?.isUnread == true && articles.last?.isStarred == false)
        #expect(page.continuation == "17" && page.itemCount == 3 && page.itemIDs == [16, 17, 18])
    }
}

/// The adapter's tokens against a loopback server that plays the API's part.
@Suite struct GoogleReaderSessionTests {
    static let base = "/api/greader.php"

    func server(
        logins: [LoopbackResponse], tokens: [LoopbackResponse], routes: [String: LoopbackRoute]
    ) throws -> LoopbackServer {
        var all = routes
        all[Self.base + "/accounts/ClientLogin"] = .sequence(logins)
        all[Self.base + "/reader/api/0/token"] = .sequence(tokens)
        return try LoopbackServer(routes: all)
    }

    func adapter(_ server: LoopbackServer) -> GoogleReaderServer {
        GoogleReaderServer(
            login: SyncServerLogin(url: server.url(Self.base), user: "ann", password: "secret"),
            client: CurlHTTPClient(
                settings: HTTPSettings(
                    userAgent: "TidingsTest/1.0", connectTimeoutSeconds: 2, requestTimeoutSeconds: 5,
                    maxRedirects: 3, maxResponseBytes: 1 << 20, retryLimit: 0, retryAfterMaxSeconds: 1,
                    concurrency: 4, concurrencyPerHost: 4)))
    }

    func requests(_ server: LoopbackServer, to path: String) -> [LoopbackRequest] {
        server.requests.filter { $0.path == Self.base + path }
    }

    @Test
    func aRefusedWriteTokenIsRenewedOnceAndTheBatchGoesThrough() async throws {
        let server = try server(
            logins: [.ok("SID=s\nLSID=l\nAuth=one\n")], tokens: [.ok("T1"), .ok("T2")],
            routes: [
                Self.base + "/reader/api/0/edit-tag": LoopbackRoute { request in
                    let form = String(decoding: request.body, as: UTF8.self)
                    return form.contains("T=T2") ? .ok("OK") : .status(401)
                }
            ])
        defer { server.stop() }
        try await adapter(server).apply(.read, to: [16, 17])
        let edits = requests(server, to: "/reader/api/0/edit-tag")
        #expect(edits.count == 2)
        let form = String(decoding: edits.last?.body ?? Data(), as: UTF8.self)
        #expect(form.contains("a=user%2F-%2Fstate%2Fcom.google%2Fread"))
        #expect(form.contains("i=tag%3Agoogle.com%2C2005%3Areader%2Fitem%2F0000000000000010"))
        #expect(edits.allSatisfy { $0.header("Authorization") == "GoogleLogin auth=one" })
        #expect(requests(server, to: "/accounts/ClientLogin").count == 1)
        let login = String(
            decoding: requests(server, to: "/accounts/ClientLogin").first?.body ?? Data(), as: UTF8.self)
        #expect(login.contains("Email=ann") && login.contains("Passwd=secret"))
    }

    @Test
    func callsMadeAtOnceShareOneLogin() async throws {
        let server = try server(
            logins: [.ok("Auth=one\n"), .ok("Auth=two\n")], tokens: [],
            routes: [
                Self.base + "/reader/api/0/subscription/list": .fixed(
                    .ok(#"{"subscriptions": []}"#, contentType: "application/json")),
                Self.base + "/reader/api/0/stream/items/ids": .fixed(
                    .ok(#"{"itemRefs": [{"id": "17"}]}"#, contentType: "application/json")),
            ])
        defer { server.stop() }
        let adapter = adapter(server)
        async let feeds = adapter.subscriptions()
        async let starred = adapter.starredArticleIDs(in: nil)
        async let unread = adapter.unreadArticleIDs(in: nil)
        let (listed, stars, unreadIDs) = try await (feeds, starred, unread)
        #expect(listed.isEmpty && stars == [17] && unreadIDs == [17])
        #expect(requests(server, to: "/accounts/ClientLogin").count == 1)
        #expect(
            server.requests.filter { $0.path != Self.base + "/accounts/ClientLogin" }
                .allSatisfy { $0.header("Authorization") == "GoogleLogin auth=one" })
    }

    @Test
    func anAuthTokenTheServerForgotIsRenewedByLoggingInAgain() async throws {
        let server = try server(
            logins: [.ok("Auth=one\n"), .ok("Auth=two\n")], tokens: [.ok("T")],
            routes: [
                Self.base + "/reader/api/0/subscription/list": LoopbackRoute { request in
                    request.header("Authorization") == "GoogleLogin auth=two"
                        ? .ok(
                            #"{"subscriptions": [{"id": "feed/4", "title": "Four", "url": "https://e.com/f", "categories": [{"id": "user/-/label/News", "label": "News"}]}]}"#,
                            contentType: "application/json")
                        : .status(401)
                }
            ])
        defer { server.stop() }
        let feeds = try await adapter(server).subscriptions()
        #expect(
            feeds == [
                RemoteFeed(id: 4, title: "Four", url: URL(string: "https://e.com/f")!, categories: ["News"])
            ])
        #expect(requests(server, to: "/accounts/ClientLogin").count == 2)
    }

    @Test
    func aRefusedLoginIsLoginRefusedAndAMalformedAnswerNamesItsCall() async throws {
        let refusing = try server(logins: [.status(401)], tokens: [], routes: [:])
        defer { refusing.stop() }
        await #expect(
            throws: SyncServerError.loginRefused(
                server: "the Google Reader API server at 127.0.0.1:\(refusing.port)")
        ) {
            try await adapter(refusing).logIn()
        }
        let broken = try server(
            logins: [.ok("Auth=one\n")], tokens: [.ok("T")],
            routes: [
                Self.base + "/reader/api/0/stream/contents/user/-/state/com.google/reading-list":
                    .fixed(.ok("<html>maintenance</html>", contentType: "text/html")),
                Self.base + "/reader/api/0/stream/items/ids": .fixed(.status(500)),
            ])
        defer { broken.stop() }
        do {
            _ = try await adapter(broken).articles(after: nil, from: nil)
            Issue.record("an HTML page was read as articles")
        } catch {
            #expect(
                "\(error)".contains("stream/contents/user/-/state/com.google/reading-list answered an HTML"))
        }
        do {
            _ = try await adapter(broken).unreadArticleIDs(in: nil)
            Issue.record("a server error was read as ids")
        } catch {
            #expect("\(error)".contains("stream/items/ids answered HTTP status 500"))
        }
    }

    @Test
    func aPullFollowsContinuationsAndAskedAboveAMicrosecondIDStartsAtItsSecond() async throws {
        let item: @Sendable (Int) -> String = { id in
            #"{"id": "\#(id)", "origin": {"streamId": "feed/1"}, "categories": []}"#
        }
        let server = try server(
            logins: [.ok("Auth=one\n")], tokens: [],
            routes: [
                // More ids from that second than one call holds: the reading list is paged instead.
                Self.base + "/reader/api/0/stream/items/ids": .fixed(
                    .ok(
                        #"{"itemRefs": [{"id": "1700000002000000"}], "continuation": "1700000002000000"}"#,
                        contentType: "application/json")),
                Self.base + "/reader/api/0/stream/contents/user/-/state/com.google/reading-list":
                    LoopbackRoute {
                        request in
                        let continued = request.query?.contains("c=") == true
                        let ids =
                            continued
                            ? [1_700_000_002_000_001] : [1_700_000_001_999_999, 1_700_000_002_000_000]
                        return .ok(
                            #"{"items": [\#(ids.map(item).joined(separator: ","))]\#(continued ? "" : #", "continuation": "1700000002000000""#)}"#,
                            contentType: "application/json")
                    },
            ])
        defer { server.stop() }
        let adapter = adapter(server)
        let first = try await adapter.articles(after: 1_700_000_001_999_999, from: nil)
        #expect(first.articles.map(\.id) == [1_700_000_002_000_000])
        let next = try #require(first.next)
        let second = try await adapter.articles(after: 1_700_000_001_999_999, from: next)
        #expect(second.articles.map(\.id) == [1_700_000_002_000_001] && second.next == nil)
        let queries = server.requests.compactMap(\.query).filter { $0.contains("r=o") }
        #expect(queries.first?.contains("ot=1700000001") == true)
        #expect(queries.last?.contains("c=1700000002000000") == true)
    }

    @Test
    func aLaterPullWithFewNewIDsAsksForThoseItemsAlone() async throws {
        let item: @Sendable (String) -> String = { id in
            #"{"id": "tag:google.com,2005:reader/item/\#(id)", "origin": {"streamId": "feed/1"}, "categories": []}"#
        }
        let server = try server(
            logins: [.ok("Auth=one\n")], tokens: [],
            routes: [
                // Ids from the held article's second: itself, one older and two newer.
                Self.base + "/reader/api/0/stream/items/ids": .fixed(
                    .ok(
                        #"{"itemRefs": [{"id": "1700000002000003"}, {"id": "1700000001999998"}, "#
                            + #"{"id": "1700000001999999"}, {"id": "1700000002000001"}]}"#,
                        contentType: "application/json")),
                Self.base + "/reader/api/0/stream/items/contents": LoopbackRoute { request in
                    let form = String(decoding: request.body, as: UTF8.self)
                    let asked = form.split(separator: "&").filter { $0.hasPrefix("i=") }.map {
                        String($0.suffix(16))
                    }
                    return .ok(
                        #"{"items": [\#(asked.map(item).joined(separator: ","))]}"#,
                        contentType: "application/json")
                },
            ])
        defer { server.stop() }
        let page = try await adapter(server).articles(after: 1_700_000_001_999_999, from: nil)
        #expect(
            page.articles.map(\.id) == [1_700_000_002_000_001, 1_700_000_002_000_003] && page.next == nil)
        #expect(
            requests(server, to: "/reader/api/0/stream/items/ids").first?.query?.contains("ot=1700000001")
                == true)
        let asked = try #require(requests(server, to: "/reader/api/0/stream/items/contents").first)
        #expect(
            String(decoding: asked.body, as: UTF8.self).components(separatedBy: "&i=").count == 2,
            "only the two newer items are asked for")
        #expect(
            requests(server, to: "/reader/api/0/stream/contents/user/-/state/com.google/reading-list").isEmpty
        )
    }
}
