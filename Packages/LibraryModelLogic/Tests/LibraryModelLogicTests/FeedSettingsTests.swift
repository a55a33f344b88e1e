import Foundation
import Testing

@testable import LibraryModelLogic

/// A feed's own settings: each declared once, checked as a person types it, kept as text.
@Suite struct FeedSettingDeclarations {
    @Test func eachKindOfValueReadsAsItsDeclarationSays() throws {
        #expect(try FeedSettings.change("paused", to: "yes") == change("paused", "true"))
        #expect(try FeedSettings.change("PAUSED", to: " On ") == change("paused", "true"))
        #expect(try FeedSettings.change("refreshMinutes", to: "120") == change("refreshMinutes", "120"))
        #expect(try FeedSettings.change("refreshminutes", to: " 90 ") == change("refreshMinutes", "90"))
        #expect(
            try FeedSettings.change("userAgent", to: "  Mozilla/5.0 x ")
                == change("userAgent", "Mozilla/5.0 x"))
        #expect(
            try FeedSettings.change("header", to: "X-Api-Key:  abc def ")
                == change("header", "X-Api-Key: abc def"))
        #expect(try FeedSettings.change("keepDays", to: nil) == change("keepDays", nil))
    }

    @Test func aValueThatMeansNothingOfItsOwnUnsetsTheSetting() throws {
        #expect(try FeedSettings.change("paused", to: "false") == change("paused", nil))
        #expect(try FeedSettings.change("notify", to: "yes") == change("notify", nil))
        #expect(try FeedSettings.change("notify", to: "no") == change("notify", "false"))
    }

    @Test func wrongKeysAndValuesAreRefusedWithWhatToWrite() {
        #expect(throws: FeedSettingError.unknownKey("reload", known: FeedSettings.all.map(\.key))) {
            try FeedSettings.change("reload", to: "5")
        }
        let refusals: [(String, String, String)] = [
            ("refreshMinutes", "0", "a whole number of minutes from 1 to 525600"),
            ("refreshMinutes", "-5", "a whole number of minutes from 1 to 525600"),
            ("keepArticles", "1e3", "a whole number of articles from 1 to 1000000"),
            ("paused", "maybe", "true or false"),
            ("userAgent", "two\nlines", "one line of text"),
            ("userAgent", "   ", "one line of text"),
        ]
        for (key, text, expects) in refusals {
            #expect(throws: FeedSettingError.invalidValue(key: key, text: text, expects: expects)) {
                try FeedSettings.change(key, to: text)
            }
        }
        let error = FeedSettingError.invalidValue(
            key: "refreshMinutes", text: "soon", expects: "a whole number of minutes from 1 to 525600")
        #expect(
            error.description == "refreshMinutes takes a whole number of minutes from 1 to 525600, not 'soon'"
        )
    }

    @Test func aHeaderMayNotSplitTheRequestOrReplaceWhatTidingsSends() {
        for text in [
            "Host: evil.example", "host: x", "User-Agent: x", "If-None-Match: x", "Content-Length: 3",
            "X-Bad Name: x", "X-Key: a\r\nInjected: b", "X-Key:", "no colon", ": value", "X-Key: \u{85}",
        ] {
            #expect(FeedHeader(feedSettingText: text) == nil, "\(text) was taken")
        }
        #expect(FeedHeader(feedSettingText: "Cookie: consent=yes")?.name == "Cookie")
        #expect(FeedHeader.userAgent("Mozilla/5.0")?.feedSettingText == "User-Agent: Mozilla/5.0")
        #expect(FeedHeader.userAgent("a\nb") == nil)
    }

    @Test func settingsKeepOnlyDeclaredKeysWithValuesTheyTake() {
        let settings = FeedSettings(texts: [
            "paused": "true", "refreshMinutes": "0", "fromTheFuture": "x", "keepDays": "30",
        ])
        #expect(settings.texts == ["paused": "true", "keepDays": "30"])
        #expect(settings.isPaused)
        #expect(settings[FeedSettings.keepDays] == 30)
        #expect(settings[FeedSettings.refreshMinutes] == nil)
        #expect(settings.entries.map(\.key) == ["paused", "keepDays"])
        let resumed = settings.applying(FeedSettingChange.unset("paused"))
        #expect(!resumed.isPaused)
        #expect(resumed.changes == [change("keepDays", "30")])
    }

    @Test func theReadmeTableIsTheOneTheDeclarationsWrite() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let begin = try #require(text.range(of: FeedSettingsDocument.begin))
        let end = try #require(
            text.range(of: FeedSettingsDocument.end, range: begin.upperBound..<text.endIndex))
        #expect(
            String(text[begin.upperBound..<end.lowerBound]) == FeedSettingsDocument.markdownTable,
            "README.md's feed settings table differs; replace it with:\n\(FeedSettingsDocument.markdownTable)"
        )
    }

    private func change(_ key: String, _ text: String?) -> FeedSettingChange {
        FeedSettingChange(key: key, text: text)
    }
}
