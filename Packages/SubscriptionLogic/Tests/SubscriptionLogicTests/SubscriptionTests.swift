import ArticleLogic
import DatabaseService
import FeedParserService
import Foundation
import LibraryModelLogic
import OPMLService
import SubscriptionLogic
import Testing

@Suite struct Adding {
    @Test
    func aFeedURLIsFetchedValidatedAndSaved() async throws {
        let library = try await makeSubscriptions()
        guard
            case .added(let feed) = try await library.subscriptions.add(swiftFeed, tags: ["tech", " Tech "])
        else {
            Issue.record("the feed was not added")
            return
        }
        #expect(feed.url == swiftFeed)
        #expect(feed.displayTitle == "Swift Blog")
        #expect(feed.homeURL == link("https://swift.example/"))
        #expect(feed.tags == ["tech"])
        #expect(try await library.subscriptions.feeds().map(\.displayTitle) == ["Swift Blog"])
        #expect(await library.fetcher.requests.map(\.url) == [swiftFeed])
    }

    @Test
    func aPageWithOneFeedSubscribesToIt() async throws {
        let library = try await makeSubscriptions()
        let outcome = try await library.subscriptions.add(link("https://swift.example/"), tags: [])
        guard case .added(let feed) = outcome else {
            Issue.record("expected the advertised feed to be added, got \(outcome)")
            return
        }
        #expect(feed.url == swiftFeed)
    }

    @Test
    func aPageWithSeveralFeedsReturnsCandidatesInPageOrder() async throws {
        let library = try await makeSubscriptions()
        let outcome = try await library.subscriptions.add(link("https://news.example/"), tags: [])
        #expect(
            outcome
                == .candidates([
                    FeedCandidate(
                        url: link("https://news.example/all.rss"), title: "Everything",
                        type: "application/rss+xml"),
                    FeedCandidate(
                        url: link("https://news.example/comments.atom"), title: "Comments",
                        type: "application/atom+xml"),
                ]))
        #expect(try await library.subscriptions.feeds().isEmpty)
    }

    @Test
    func aPageWithoutFeedsFallsBackToTheUsualAddresses() async throws {
        let library = try await makeSubscriptions()
        guard
            case .added(let feed) = try await library.subscriptions.add(
                link("https://plain.example/"), tags: [])
        else {
            Issue.record("the guessed feed was not added")
            return
        }
        #expect(feed.url == link("https://plain.example/index.xml"))
        await #expect {
            try await library.subscriptions.add(link("https://empty.example/"), tags: [])
        } throws: { error in
            guard case SubscriptionError.noFeedFound(_, let tried) = error else { return false }
            return tried.map(\.path) == ["/feed", "/rss.xml", "/atom.xml", "/index.xml", "/feed.json"]
        }
    }

    @Test
    func duplicatesAreRefusedByNormalisedAddress() async throws {
        let library = try await makeSubscriptions()
        guard case .added(let feed) = try await library.subscriptions.add(swiftFeed, tags: []) else { return }
        for variant in [
            "http://SWIFT.example/feed.rss", "https://www.swift.example/feed.rss#top",
            "https://swift.example/",
        ] {
            await #expect(throws: SubscriptionError.self, "variant \(variant)") {
                try await library.subscriptions.add(link(variant), tags: [])
            }
        }
        await #expect(throws: SubscriptionError.alreadySubscribed(swiftFeed, existing: feed.id)) {
            try await library.subscriptions.add(link("https://swift.example/"), tags: [])
        }
    }

    @Test
    func unreachableAndInvalidFeedsAreNotSaved() async throws {
        let library = try await makeSubscriptions()
        await library.fetcher.serve(
            link("https://bad.example/feed"),
            body: Data(#"<?xml version="1.0" encoding="x-klingon"?><rss/>"#.utf8))
        // Each error keeps its cause: the fetch's failure, the parser's error.
        await #expect {
            try await library.subscriptions.add(link("https://missing.example/feed"), tags: [])
        } throws: { error in
            guard case SubscriptionError.unreachable(_, let cause) = error else { return false }
            return cause.kind == .status(404)
        }
        await #expect {
            try await library.subscriptions.add(link("https://bad.example/feed"), tags: [])
        } throws: { error in
            guard case SubscriptionError.invalidFeed(_, let cause) = error else { return false }
            return cause == .unsupportedEncoding("x-klingon")
        }
        #expect(try await library.subscriptions.feeds().isEmpty)
    }
}

@Suite struct Managing {
    @Test
    func renameTagUntagAndResolve() async throws {
        let library = try await makeSubscriptions()
        guard case .added(let swift) = try await library.subscriptions.add(swiftFeed, tags: []),
            case .added(let rust) = try await library.subscriptions.add(rustFeed, tags: ["lang"])
        else { return }
        let renamed = try await library.subscriptions.rename(swift.id, to: "  My   Swift ")
        #expect(renamed.displayTitle == "My Swift")
        #expect(renamed.sourceTitle == "Swift Blog")
        #expect(try await library.subscriptions.rename(swift.id, to: nil).displayTitle == "Swift Blog")
        #expect(try await library.subscriptions.tag(swift.id, with: "Lang").tags == ["lang"])
        #expect(try await library.subscriptions.tags() == [Tag(name: "lang", feedCount: 2)])
        #expect(try await library.subscriptions.untag(rust.id, tag: "LANG").tags == [])
        #expect(try await library.subscriptions.resolve("2").id == rust.id)
        #expect(try await library.subscriptions.resolve("rust news").id == rust.id)
        #expect(try await library.subscriptions.resolve("Swi").id == swift.id)
        #expect(try await library.subscriptions.resolve("https://rust.example/feed.atom").id == rust.id)
        await #expect(throws: SubscriptionError.notFound("nothing")) {
            try await library.subscriptions.resolve("nothing")
        }
    }

    @Test
    func aFeedIsHiddenAndShownAgain() async throws {
        let library = try await makeSubscriptions()
        guard case .added(let swift) = try await library.subscriptions.add(swiftFeed, tags: []) else {
            return
        }
        #expect(try await library.subscriptions.setHidden(swift.id, true).isHidden)
        #expect(try await library.subscriptions.feeds().map(\.isHidden) == [true])
        #expect(try await !library.subscriptions.setHidden(swift.id, false).isHidden)
        await #expect(throws: SubscriptionError.notFound("99")) {
            try await library.subscriptions.setHidden(FeedID(99), true)
        }
    }

    @Test
    func aFeedKeepsFullTextsFromTheStartOrWhenToldAndStops() async throws {
        let library = try await makeSubscriptions()
        guard
            case .added(let swift) = try await library.subscriptions.add(swiftFeed, tags: [], fullText: true)
        else {
            Issue.record("the feed was not added")
            return
        }
        #expect(swift.keepsFullText)
        #expect(try await !library.subscriptions.setKeepsFullText(swift.id, false).keepsFullText)
        #expect(try await library.subscriptions.feeds().map(\.keepsFullText) == [false])
        #expect(try await library.subscriptions.setKeepsFullText(swift.id, true).keepsFullText)
        #expect(try await library.subscriptions.feed(swift.id).keepsFullText)
        await #expect(throws: SubscriptionError.notFound("99")) {
            try await library.subscriptions.setKeepsFullText(FeedID(99), true)
        }
    }

    @Test
    func feedsCarryTheirCountsAndRemovalKeepsStarredArticles() async throws {
        let library = try await makeSubscriptions()
        guard case .added(let swift) = try await library.subscriptions.add(swiftFeed, tags: []) else {
            return
        }
        let ids = try await library.addArticles(
            [IncomingArticle(guid: "a", title: "A"), IncomingArticle(guid: "b", title: "B")], swift.id)
        try await library.articles.setStarred([ids[0]], starred: true)
        let listed = try await library.subscriptions.feeds()
        #expect(listed.map(\.unreadCount) == [2])
        #expect(listed.map(\.totalCount) == [2])
        let outcome = try await library.subscriptions.remove(swift.id)
        #expect(outcome.articlesRemoved == 1)
        #expect(outcome.starredKept == 1)
        #expect(try await library.subscriptions.feeds().isEmpty)
        let starred = try await library.articles.page(ArticleQuery(filter: .starred), after: nil, limit: 5)
        #expect(starred.articles.map(\.displayTitle) == ["A"])
    }
}

@Suite struct OPMLExchange {
    @Test
    func importTurnsFoldersIntoTagsAndReportsEveryOutline() async throws {
        let library = try await makeSubscriptions()
        guard case .added = try await library.subscriptions.add(rustFeed, tags: []) else { return }
        let report = try await library.subscriptions.importOPML(try Fixture.data("nested-folders.opml"))
        #expect(
            report.added.map(\.url.absoluteString) == [
                "https://loose.example/rss", "https://swift.example/feed.rss",
            ])
        let swift = try #require(report.added.first { $0.url == swiftFeed })
        #expect(swift.displayTitle == "My Swift")
        #expect(swift.sourceTitle == "Swift Blog")
        #expect(swift.tags == ["Tech/Swift"])
        let loose = try #require(report.added.first { $0.url.host == "loose.example" })
        #expect(Set(loose.tags) == ["Misc/Odd", "misc"])
        #expect(
            report.skipped.map(\.url) == ["https://rust.example/feed.atom", "https://rust.example/feed.atom"])
        #expect(report.failed.map(\.title) == ["Broken", "FTP"])
        #expect(report.failed.allSatisfy { $0.reason == "the xmlUrl is not an http or https URL" })
    }

    /// An OPML file from elsewhere can never add a feed that runs a program.
    @Test func importRefusesOutlinesThatWouldRunAProgram() async throws {
        let library = try await makeSubscriptions()
        let opml = """
            <?xml version="1.0"?><opml version="2.0"><body>
            <outline text="Script" xmlUrl="exec:rm -rf ~"/>
            <outline text="Filtered" xmlUrl="filter:~/bin/x:https://example.org/feed"/>
            <outline text="Fine" xmlUrl="https://swift.example/feed.rss"/>
            </body></opml>
            """
        let report = try await library.subscriptions.importOPML(Data(opml.utf8))
        #expect(report.added.map(\.url) == [swiftFeed])
        #expect(report.failed.map(\.title) == ["Script", "Filtered"])
        #expect(
            report.failed.allSatisfy {
                $0.reason.hasPrefix(
                    "it would run a program (exec: or filter:), which an OPML file may never add")
            })
        #expect(try await library.subscriptions.feeds().allSatisfy { !FeedSource.runsProgram($0.url) })
    }

    @Test
    func exportThenImportIsLossless() async throws {
        let source = try await makeSubscriptions()
        _ = try await source.subscriptions.importOPML(try Fixture.data("nested-folders.opml"))
        let rust = try await source.subscriptions.resolve(rustFeed.absoluteString)
        _ = try await source.subscriptions.rename(rust.id, to: "Rusty")
        let exported = try await source.subscriptions.exportOPML()
        let copy = try await makeSubscriptions()
        let report = try await copy.subscriptions.importOPML(exported)
        #expect(report.skipped.isEmpty && report.failed.isEmpty)
        #expect(try await copy.subscriptions.exportOPML() == exported)
        let summary = { (feeds: [Feed]) in
            feeds.map {
                "\($0.url) \($0.customTitle ?? "-") \($0.sourceTitle ?? "-") \($0.homeURL?.absoluteString ?? "-") \($0.tags)"
            }
        }
        #expect(
            summary(try await copy.subscriptions.feeds()) == summary(try await source.subscriptions.feeds()))
    }

    @Test
    func aFeedsOwnSettingsAreKeptExportedAndImportedBack() async throws {
        let source = try await makeSubscriptions()
        _ = try await source.subscriptions.importOPML(try Fixture.data("nested-folders.opml"))
        let rust = try await source.subscriptions.resolve(rustFeed.absoluteString)
        try await source.subscriptions.changeSetting(rust.id, FeedSettings.change("paused", to: "true"))
        try await source.subscriptions.changeSetting(rust.id, FeedSettings.change("keepDays", to: "7"))
        try await source.subscriptions.changeSetting(rust.id, FeedSettings.change("header", to: "X-Key: a&b"))
        try await source.subscriptions.changeSetting(rust.id, FeedSettings.change("keepDays", to: "14"))
        #expect(
            try await source.subscriptions.feed(rust.id).settings.texts == [
                "paused": "true", "keepDays": "14", "header": "X-Key: a&b",
            ])

        let exported = try await source.subscriptions.exportOPML()
        let text = String(decoding: exported, as: UTF8.self)
        #expect(text.contains("xmlns:ns1=\"urn:tidings:feed-settings\""))
        #expect(text.contains("ns1:paused=\"true\" ns1:keepDays=\"14\" ns1:header=\"X-Key: a&amp;b\""))
        let copy = try await makeSubscriptions()
        _ = try await copy.subscriptions.importOPML(exported)
        let copied = try await copy.subscriptions.resolve(rustFeed.absoluteString)
        #expect(copied.settings == (try await source.subscriptions.feed(rust.id)).settings)
        #expect(try await copy.subscriptions.exportOPML() == exported)

        // A file from elsewhere gives only settings with values they take.
        let foreign = Data(
            """
            <opml version="2.0" xmlns:t="urn:tidings:feed-settings"><body>
            <outline text="S" xmlUrl="https://swift.example/feed.rss" t:refreshMinutes="-3" t:notify="no"
              t:header="Host: evil.example" t:shell="rm -rf"/>
            </body></opml>
            """.utf8)
        let third = try await makeSubscriptions()
        _ = try await third.subscriptions.importOPML(foreign)
        #expect(try await third.subscriptions.feeds().first?.settings.texts == ["notify": "false"])
    }

    @Test
    func exportWritesTagsAsNestedFolders() async throws {
        let library = try await makeSubscriptions()
        _ = try await library.subscriptions.importOPML(try Fixture.data("nested-folders.opml"))
        let document = try OPMLReader(maxBytes: 1 << 20).read(try await library.subscriptions.exportOPML())
        #expect(document.version == "2.0")
        #expect(document.outlines.map { $0.text ?? "" } == ["Misc", "misc", "News", "Tech"])
        let tech = try #require(document.outlines.last)
        #expect(tech.children.map { $0.text ?? "" } == ["Swift", "Rust News"])
        #expect(tech.children.first?.children.first?.xmlURL == swiftFeed)
    }

    @Test
    func aBrokenFileIsAnErrorWithItsPosition() async throws {
        let library = try await makeSubscriptions()
        await #expect {
            try await library.subscriptions.importOPML(try Fixture.data("broken.opml"))
        } throws: { error in
            guard case SubscriptionError.invalidOPML(let cause) = error else { return false }
            return cause.description.contains("line 5")
        }
    }
}

/// Tags are found by their `TagKey` in SQL as in Swift, and schema version 3 merges the tags that
/// `COLLATE NOCASE` had kept apart.
@Suite struct TagStorage {
    @Test
    func aTagIsOneTagInEverySpellingAndKeepsItsFirstSpelling() async throws {
        let library = try await makeSubscriptions()
        guard case .added(let swift) = try await library.subscriptions.add(swiftFeed, tags: ["Über"]),
            case .added(let rust) = try await library.subscriptions.add(rustFeed, tags: ["über", "STRASSE"])
        else { return }
        #expect(rust.tags == ["STRASSE", "Über"])
        #expect(
            try await library.subscriptions.tags() == [
                Tag(name: "STRASSE", feedCount: 1), Tag(name: "Über", feedCount: 2),
            ])
        let scope = try await library.subscriptions.scope(feed: nil, tag: "ÜBER")
        #expect(Set(scope.feedIDs ?? []) == [swift.id, rust.id])
        #expect(scope.kind == .tag("Über"))
        #expect(try await library.subscriptions.untag(rust.id, tag: "straße").tags == ["Über"])
        #expect(try await library.subscriptions.untag(swift.id, tag: "u\u{308}ber").tags == [])
    }

    @Test
    func versionThreeMergesTagsThatNoCaseKeptApart() async throws {
        let database = try Database.openInMemory(options: DatabaseOptions(busyTimeoutMilliseconds: 1000))
        let older = DatabaseSchema(
            name: SubscriptionSchema.schema.name,
            migrations: Array(SubscriptionSchema.schema.migrations.prefix(2)))
        try await database.migrate([older])
        try await database.write { connection in
            try connection.executeScript(
                """
                INSERT INTO feeds (id, url, normalized_url, added_at) VALUES
                    (1, 'https://a.example/', 'a.example/', 0), (2, 'https://b.example/', 'b.example/', 0);
                INSERT INTO tags (id, name) VALUES (1, 'Über'), (2, 'über'), (3, 'Café'), (4, 'news');
                INSERT INTO feed_tags (feed_id, tag_id) VALUES (1, 1), (2, 2), (1, 2), (2, 3), (2, 4);
                """)
        }
        try await database.migrate([SubscriptionSchema.schema])
        let rows = try await database.read { connection in
            try connection.query(
                "SELECT t.name, t.key, group_concat(ft.feed_id) FROM tags AS t JOIN feed_tags AS ft ON ft.tag_id = t.id GROUP BY t.id ORDER BY t.id"
            ) { row throws(DatabaseError) in [try row.string(0), try row.string(1), try row.string(2)] }
        }
        #expect(rows == [["Über", "über", "1,2"], ["Café", "café", "2"], ["news", "news", "2"]])
        // The keyed tables took the old names, with the tag index, and cascade as before.
        try await database.write { try $0.execute("DELETE FROM feeds WHERE id = 2") }
        let left = try await database.read { connection in
            try connection.query("SELECT tag_id FROM feed_tags ORDER BY tag_id") {
                row throws(DatabaseError) in
                try row.int(0)
            }
        }
        #expect(left == [1])
        let indexes = try await database.read { connection in
            try connection.query(
                "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'feed_tags'"
            ) {
                row throws(DatabaseError) in try row.string(0)
            }
        }
        #expect(indexes.contains("feed_tags_by_tag"))
    }
}
