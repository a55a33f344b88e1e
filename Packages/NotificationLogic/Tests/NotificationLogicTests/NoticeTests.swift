import Foundation
import LibraryModelLogic
import Testing

@testable import NotificationLogic

func feed(
    _ id: Int64, _ title: String, url: String = "https://example.com/feed", tags: [String] = [],
    hidden: Bool = false
)
    -> Feed
{
    Feed(
        id: FeedID(id), url: URL(string: url) ?? URL(fileURLWithPath: "/"), customTitle: title, tags: tags,
        isHidden: hidden, addedAt: Date(timeIntervalSince1970: 0))
}

@Suite struct NoticeTests {
    @Test func oneFeedIsNamedInTheSummaryAndItsTitlesListed() throws {
        let notice = try #require(
            ArrivalNotice.of([(feed(1, "Field Recordings"), 3, ["Harbour at dawn", "Gulls"])]))
        #expect(notice.summary == "3 new articles in Field Recordings")
        #expect(notice.body == "Field Recordings (3): Harbour at dawn · Gulls")
        #expect(notice.articles == 3)
    }

    @Test func manyFeedsAreCountedAndTheRestSummed() throws {
        let arrivals = (1...7).map { (feed(Int64($0), "Feed \($0)"), $0 == 1 ? 1 : 2, ["Title \($0)"]) }
        let notice = try #require(ArrivalNotice.of(arrivals))
        #expect(notice.summary == "13 new articles in 7 feeds")
        let lines = notice.body.split(separator: "\n")
        #expect(lines.count == 6)
        #expect(lines[0] == "Feed 1 (1): Title 1")
        #expect(lines[5] == "and 4 more in 2 other feeds")
        #expect(ArrivalNotice.of([(feed(1, "A"), 1, [])])?.summary == "1 new article in A")
        #expect(ArrivalNotice.of([]) == nil)
    }

    @Test func titlesFromStrangersCannotCarryEscapesBidiOrLines() throws {
        let hostile = "\u{1B}]0;owned\u{07}Breaking\u{1B}[31m news\u{202E}gnp.exe\nsecond line\u{0085}\ttab"
        let notice = try #require(ArrivalNotice.of([(feed(1, "Evil\u{1B}[2J feed\r\nname"), 1, [hostile])]))
        for text in [notice.summary, notice.body] {
            #expect(
                !text.unicodeScalars.contains {
                    $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value)
                })
            #expect(
                !text.unicodeScalars.contains {
                    (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value)
                })
        }
        #expect(notice.summary == "1 new article in Evil feed name")
        #expect(notice.body == "Evil feed name (1): Breaking newsgnp.exe second line tab")
        let long = String(repeating: "word ", count: 40)
        #expect(ArrivalNotice.line(long).count == ArrivalNotice.titleCharacters)
        #expect(ArrivalNotice.line(long).hasSuffix("…"))
    }
}

@Suite struct QuietHoursTests {
    @Test func aSpanPastMidnightAndOneWithinADay() throws {
        let night = try QuietHours("22:00-07:00")
        #expect(night.contains(minute: 22 * 60))
        #expect(night.contains(minute: 3 * 60))
        #expect(!night.contains(minute: 7 * 60))
        #expect(!night.contains(minute: 12 * 60))
        let lunch = try QuietHours(" 12:30 - 13:00 ")
        #expect(lunch.contains(minute: 12 * 60 + 45))
        #expect(!lunch.contains(minute: 13 * 60))
        #expect(!(try QuietHours("08:00-08:00")).contains(minute: 8 * 60), "an empty span")
    }

    @Test func anUnreadableSpanIsOneSentence() {
        for text in ["22-07", "25:00-07:00", "22:00", "10:60-11:00", "ab:cd-ef:gh", "22:00-07:00-08:00"] {
            #expect(throws: NotificationSettingError.self, "\(text)") { try QuietHours(text) }
        }
        #expect(
            throws: NotificationSettingError(
                "notifications.quietHours '9-5' is not a span of the day; write it as 22:00-07:00 (24-hour local times), or leave it empty for none"
            )
        ) {
            try QuietHours("9-5")
        }
    }

    @Test func theLocalMinuteMovesWithTheClock() {
        let moment = 1_768_478_400.0
        let minute = QuietHours.localMinute(secondsSince1970: moment)
        #expect((0..<24 * 60).contains(minute))
        #expect(QuietHours.localMinute(secondsSince1970: moment + 60) == (minute + 1) % (24 * 60))
    }
}

@Suite struct RulesTests {
    @Test func mutedFeedsTagsAndHiddenFeedsAreNotTold() {
        let rules = NotificationRules(
            mutedFeeds: ["https://muted.example/feed", "LOUD NEWS"], mutedTags: ["work"])
        #expect(rules.tells(feed(1, "Field Recordings")))
        #expect(!rules.tells(feed(2, "Anything", url: "https://muted.example/feed")))
        #expect(!rules.tells(feed(3, "Loud News")))
        #expect(!rules.tells(feed(4, "Standup", tags: ["home", "work"])))
        #expect(!rules.tells(feed(5, "Hidden", hidden: true)))
    }
}
