import Foundation
import NewsboatService
import Testing

enum Fixture {
    static let folder = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static func file(_ name: String) -> URL { folder.appendingPathComponent(name) }
}

@Suite struct NewsboatWordSplitting {
    @Test(arguments: [
        (#"bind-key j down"#, ["bind-key", "j", "down"]),
        ("  \tbind-key\tj   down  ", ["bind-key", "j", "down"]),
        (#"browser "firefox --new-tab %u""#, ["browser", "firefox --new-tab %u"]),
        (#"a "q\"uote" "back\\slash" "tab\there""#, ["a", #"q"uote"#, #"back\slash"#, "tab\there"]),
        (#"ignore-article * "title =~ \"\d+ deals\"""#, ["ignore-article", "*", #"title =~ "\d+ deals""#]),
        ("# a comment", []),
        ("url tag # a comment", ["url", "tag"]),
        ("http://example.com/#fragment tag", ["http://example.com/#fragment", "tag"]),
        (#""" empty"#, ["", "empty"]),
        ("", []),
    ])
    func splitsLikeNewsboat(line: String, words: [String]) throws {
        #expect(try NewsboatWords(splitting: line).words == words)
    }

    @Test func anUnclosedQuoteNamesItsColumn() {
        #expect(throws: NewsboatLineProblem.unclosedQuote(column: 9)) {
            try NewsboatWords(splitting: #"browser "firefox %u"#)
        }
        #expect(throws: NewsboatLineProblem.unclosedQuote(column: 9)) {
            try NewsboatWords(splitting: #"a "b" c "d\""#)
        }
    }

    @Test func backticksAreNoticedNeverRun() throws {
        let words = try NewsboatWords(splitting: "browser `which lynx`")
        #expect(words.runsCommand)
        #expect(words.words == ["browser", "`which", "lynx`"])
        #expect(try !NewsboatWords(splitting: #"browser "lynx""#).runsCommand)
    }
}

@Suite struct NewsboatURLs {
    @Test func feedsTagsRenamesHiddenFeedsAndQueries() throws {
        let file = try NewsboatURLsFile(contentsOf: Fixture.file("urls"))
        #expect(file.entries.map(\.line) == [2, 3, 5, 6, 7, 8, 9, 10])
        let news = file.entries[0]
        #expect(news.source == .feed("http://example.com/news.rss"))
        #expect(news.tags == ["news"])
        #expect(news.title == "Daily News")
        #expect(!news.isHidden)
        let blog = file.entries[1]
        #expect(blog.tags == ["tech", "two words"])
        #expect(blog.isHidden)
        #expect(file.entries[2].source == .query(name: "Unread Articles", filter: #"unread = "yes""#))
        #expect(file.entries[2].tags == ["saved"])
        #expect(file.entries[3].source == .query(name: "Swift", filter: #"title =~ "swift" and age < 7"#))
        #expect(file.entries[4].source == .command("~/bin/make-feed.sh"))
        #expect(
            file.entries[5].source == .filtered(command: "~/bin/clean.sh", url: "https://example.net/raw.xml")
        )
        #expect(file.entries[6].runsCommand)
        #expect(file.entries[7].source == .feed("https://example.net/indented.rss"))
        #expect(file.entries[7].text == "\thttps://example.net/indented.rss   # trailing comment")
    }

    @Test func anUnbalancedQuoteIsOneErrorWithFileAndLine() {
        let file = URL(fileURLWithPath: "/home/me/.newsboat/urls")
        #expect(
            throws: NewsboatFileError.malformedLine(
                file: file, line: 2, text: #"http://b.example/ "tag"#, problem: .unclosedQuote(column: 19))
        ) {
            try NewsboatURLsFile("http://a.example/\nhttp://b.example/ \"tag\n", file: file)
        }
        let sentence = NewsboatFileError.malformedLine(
            file: file, line: 2, text: "", problem: .unclosedQuote(column: 19)
        ).description
        #expect(
            sentence
                == "/home/me/.newsboat/urls, line 2: the quote opened at column 19 is never closed; close it "
                + #"with " or escape it as \"; nothing was imported"#)
    }

    @Test func windowsLineEndsAndAMissingFinalNewline() throws {
        let file = try NewsboatURLsFile(
            "http://a.example/ one\r\nhttp://b.example/", file: URL(fileURLWithPath: "/urls"))
        #expect(file.entries.map(\.source) == [.feed("http://a.example/"), .feed("http://b.example/")])
        #expect(file.entries[0].tags == ["one"])
    }
}

@Suite struct NewsboatConfig {
    @Test func commandsInOrderWithIncludesWhereTheyStand() throws {
        let config = try NewsboatConfigFile(
            contentsOf: Fixture.file("config"), home: URL(fileURLWithPath: "/home/me"))
        #expect(
            config.directives.map(\.command) == [
                "browser", "bind-key", "bind-key", "unbind-key", "color", "max-items", "keep-articles-days",
                "reload-threads", "ignore-article", "ignore-mode", "browser",
            ])
        #expect(config.directives[0].arguments == ["firefox --new-tab %u"])
        #expect(config.directives[5].file.lastPathComponent == "extra.conf")
        #expect(config.directives[5].line == 1)
        #expect(config.directives[8].arguments == ["*", #"title =~ "Sponsored""#])
        #expect(config.directives[10].runsCommand)
    }

    @Test func anIncludeThatComesBackIsRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("newsboat-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "include b\n".write(to: folder.appendingPathComponent("a"), atomically: true, encoding: .utf8)
        try "reload-threads 2\ninclude a\n".write(
            to: folder.appendingPathComponent("b"), atomically: true, encoding: .utf8)
        #expect(throws: NewsboatFileError.includeLoop(file: folder.appendingPathComponent("b"), line: 2)) {
            try NewsboatConfigFile(contentsOf: folder.appendingPathComponent("a"), home: folder)
        }
    }

    @Test func aMissingIncludeIsAnUnreadableFile() throws {
        #expect(throws: NewsboatFileError.self) {
            try NewsboatConfigFile(
                contentsOf: Fixture.file("config-missing-include"), home: URL(fileURLWithPath: "/"))
        }
    }
}

@Suite struct NewsboatLocations {
    @Test func theDotFolderWinsThenXDG() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("newsboat-home-\(UUID())")
        defer { try? FileManager.default.removeItem(at: home) }
        let xdgConfig = home.appendingPathComponent("cfg/newsboat")
        let xdgData = home.appendingPathComponent("data/newsboat")
        try FileManager.default.createDirectory(at: xdgConfig, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: xdgData, withIntermediateDirectories: true)
        let environment = [
            "XDG_CONFIG_HOME": home.appendingPathComponent("cfg").path,
            "XDG_DATA_HOME": home.appendingPathComponent("data").path,
        ]
        #expect(throws: NewsboatFileError.self) {
            try NewsboatFiles.located(environment: environment, home: home)
        }
        try "".write(to: xdgConfig.appendingPathComponent("urls"), atomically: true, encoding: .utf8)
        try "".write(to: xdgData.appendingPathComponent("cache.db"), atomically: true, encoding: .utf8)
        let xdg = try NewsboatFiles.located(environment: environment, home: home)
        #expect(xdg.urls == xdgConfig.appendingPathComponent("urls"))
        #expect(xdg.config == nil)
        #expect(xdg.cache == xdgData.appendingPathComponent("cache.db"))
        let dot = home.appendingPathComponent(".newsboat")
        try FileManager.default.createDirectory(at: dot, withIntermediateDirectories: true)
        try "".write(to: dot.appendingPathComponent("urls"), atomically: true, encoding: .utf8)
        try "".write(to: dot.appendingPathComponent("config"), atomically: true, encoding: .utf8)
        let located = try NewsboatFiles.located(environment: environment, home: home)
        #expect(
            located
                == NewsboatFiles(
                    urls: dot.appendingPathComponent("urls"), config: dot.appendingPathComponent("config"),
                    cache: nil))
    }
}
