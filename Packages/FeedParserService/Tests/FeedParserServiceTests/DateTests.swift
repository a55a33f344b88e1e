import FeedParserService
import Foundation
import Testing

/// Every date form in the brief, in fixtures and as direct calls to the public parser.
@Suite struct DateTests {
    @Test func rssDateVariants() throws {
        let feed = try Fixture.parse("rss2-date-variants.xml")
        let dates = Dictionary(uniqueKeysWithValues: feed.items.map { ($0.id, $0.published) })
        let expected: [String: Date?] = [
            "full": utc(2006, 1, 2, 15, 4, 5, offsetHours: -7),
            "no-weekday": utc(2006, 1, 2, 15, 4, 5),
            "no-seconds": utc(2006, 1, 2, 15, 4, offsetHours: -5),
            "single-digit-day": utc(2006, 1, 2, 15, 4, 5),
            "two-digit-year": utc(2006, 1, 2, 15, 4, 5, offsetHours: -7),
            "two-digit-year-1900s": utc(1998, 1, 2, 15, 4, 5),
            "full-names": utc(2006, 1, 2, 15, 4, 5, offsetHours: -6),
            "colon-offset": utc(2006, 1, 2, 15, 4, 5, offsetHours: 5.5),
            "military-zone": utc(2006, 1, 2, 15, 4, 5),
            "utc-name": utc(2006, 1, 2, 15, 4, 5),
            "gmt-plus": utc(2006, 1, 2, 15, 4, 5, offsetHours: 2),
            "no-zone": utc(2006, 1, 2, 15, 4, 5),
            "iso-in-pubdate": utc(2006, 1, 2, 15, 4, 5),
            "dc-date": utc(2006, 1, 2, 15, 4, 5, offsetHours: -7),
            "pubdate-beats-dc-date": utc(2006, 1, 2, 15, 4, 5),
            "unreadable": nil,
            "impossible": nil,
        ]
        #expect(dates.count == expected.count)
        for (id, date) in expected {
            #expect(dates[id] == date, "item \(id)")
        }
    }

    @Test func northAmericanZoneNames() throws {
        let feed = try Fixture.parse("rss-date-us-zones.xml")
        let dates = Dictionary(uniqueKeysWithValues: feed.items.map { ($0.id, $0.published) })
        let hoursWest: [String: Double] = [
            "EST": 5, "EDT": 4, "CST": 6, "CDT": 5, "MST": 7, "MDT": 6, "PST": 8, "PDT": 7, "AKST": 9,
            "HST": 10, "AST": 4, "ADT": 3, "NST": 3.5, "lowercase-est": 5, "AT": 4, "ET": 5, "CT": 6,
            "MT": 7, "PT": 8, "asctime-PST": 8, "iso-EDT": 4,
        ]
        #expect(dates.count == hoursWest.count)
        for (id, west) in hoursWest {
            let month = id.hasSuffix("DT") ? 7 : 1
            #expect(dates[id] == utc(2020, month, 10, 14, 33, offsetHours: -west), "item \(id)")
        }
    }

    @Test func etcZonesAndSlashedDates() throws {
        let feed = try Fixture.parse("rss-date-etc-and-slashes.xml")
        let dates = Dictionary(uniqueKeysWithValues: feed.items.map { ($0.id, $0.published) })
        let expected: [String: Date?] = [
            "etc-gmt": utc(2020, 1, 10, 14, 33),
            "etc-utc": utc(2020, 1, 10, 14, 33),
            // The tz database's Etc names invert the sign: Etc/GMT-2 is two hours east.
            "etc-gmt-minus-2": utc(2020, 1, 10, 14, 33, offsetHours: 2),
            "etc-gmt-plus-5": utc(2020, 1, 10, 14, 33, offsetHours: -5),
            "etc-unknown": nil,
            "slashes": utc(2020, 1, 10, 14, 33),
            "slashes-padded": utc(2020, 1, 10, 14, 33),
            "slashes-date-only": utc(2020, 1, 10),
            "slashes-zone": utc(2020, 1, 10, 14, 33, offsetHours: -5),
            "slashes-in-dc-date": utc(2020, 1, 10, 14, 33, offsetHours: 1),
            "slashes-impossible": nil,
        ]
        #expect(dates.count == expected.count)
        for (id, date) in expected {
            #expect(dates[id] == date, "item \(id)")
        }
    }

    /// As feedparser has it: the first date published wins, the last date updated wins, and a
    /// later date that cannot be read leaves the earlier one.
    @Test func repeatedDatesInOneEntry() throws {
        let feed = try Fixture.parse("atom-date-repeated.xml")
        let entries = Dictionary(uniqueKeysWithValues: feed.items.map { ($0.id, $0) })
        #expect(entries["two-published"]?.published == utc(2020, 1, 10, 10, 0))
        #expect(entries["two-published"]?.updated == utc(2020, 1, 11, 10, 0))
        #expect(entries["two-updated"]?.updated == utc(2020, 1, 12, 10, 0))
        #expect(entries["two-updated"]?.published == utc(2020, 1, 9, 10, 0))
        #expect(entries["later-updated-unreadable"]?.updated == utc(2020, 1, 10, 10, 0))
    }

    @Test func atomDateVariants() throws {
        let feed = try Fixture.parse("atom-date-variants.xml")
        let dates = Dictionary(uniqueKeysWithValues: feed.items.map { ($0.id, $0.updated) })
        let expected: [String: Date?] = [
            "rfc3339": utc(2006, 1, 2, 15, 4, 5),
            "fraction": utc(2006, 1, 2, 15, 4, 5, nanosecond: 123_456_000, offsetHours: 1),
            "no-seconds": utc(2006, 1, 2, 15, 4),
            "no-zone": utc(2006, 1, 2, 15, 4, 5),
            "lowercase": utc(2006, 1, 2, 15, 4, 5),
            "space": utc(2006, 1, 2, 15, 4, 5, offsetHours: 1),
            "date-only": utc(2006, 1, 2),
            "hours-offset": utc(2006, 1, 2, 15, 4, 5, offsetHours: -3),
            "basic-format": utc(2006, 1, 2, 15, 4, 5),
            "year-month": utc(2006, 1, 1),
            "padded": utc(2006, 1, 2, 15, 4, 5),
            "bad-month": nil,
        ]
        #expect(dates.count == expected.count)
        for (id, date) in expected {
            let found = try #require(dates[id], "item \(id)")
            switch (found, date) {
            case (let found?, let date?):
                #expect(abs(found.timeIntervalSince(date)) < 1e-6, "item \(id): \(found) is not \(date)")
            default:
                #expect(found == date, "item \(id)")
            }
        }
    }

    @Test(arguments: [
        ("Tue, 10 Jun 2003 04:00:00 GMT", utc(2003, 6, 10, 4)),
        ("Tue, 10 Jun 2003 04:00:00 EDT", utc(2003, 6, 10, 4, offsetHours: -4)),
        ("Tue, 10 Jun 2003 04:00:00 CDT", utc(2003, 6, 10, 4, offsetHours: -5)),
        ("Tue, 10 Jun 2003 04:00:00 MST", utc(2003, 6, 10, 4, offsetHours: -7)),
        ("Tue, 10 Jun 2003 04:00:00 MDT", utc(2003, 6, 10, 4, offsetHours: -6)),
        ("Tue, 10 Jun 2003 04:00:00 PST", utc(2003, 6, 10, 4, offsetHours: -8)),
        ("Tue, 10 Jun 2003 04:00:00 A", utc(2003, 6, 10, 4)),
        ("Tue, 10 Jun 2003 04:00:00 CEST", utc(2003, 6, 10, 4, offsetHours: 2)),
        ("tue, 10 jun 2003 04:00:00 gmt", utc(2003, 6, 10, 4)),
        ("10-Jun-2003 04:00:00 +0000", utc(2003, 6, 10, 4)),
        ("Tue, 10 Jun 2003 4:00:00 PM GMT", utc(2003, 6, 10, 16)),
        ("Tue, 10 Jun 2003", utc(2003, 6, 10)),
        ("Wed Jun 11 04:00:00 2003", utc(2003, 6, 11, 4)),
        ("Tue, 10 Jun 2003 04:00:00 +0000 (UTC)", utc(2003, 6, 10, 4)),
        ("2003-06-10T04:00:00.5Z", utc(2003, 6, 10, 4, 0, 0, nanosecond: 500_000_000)),
        ("2003-06-10T04:00:00,5Z", utc(2003, 6, 10, 4, 0, 0, nanosecond: 500_000_000)),
        ("2003-06-10 04:00:00 UTC", utc(2003, 6, 10, 4)),
        ("2003", utc(2003, 1, 1)),
        ("1969-12-31T23:59:59Z", utc(1969, 12, 31, 23, 59, 59)),
        ("2000-02-29T00:00:00Z", utc(2000, 2, 29)),
    ])
    func readable(text: String, expected: Date?) throws {
        let date = try #require(FeedDateParser.date(from: text), "\(text)")
        let want = try #require(expected)
        #expect(abs(date.timeIntervalSince(want)) < 1e-6, "\(text): \(date) is not \(want)")
    }

    @Test(arguments: [
        "", "   ", "now", "soon", "2003-02-29T00:00:00Z", "1900-02-29", "2003-06-10T25:00:00Z",
        "2003-06-10T04:61:00Z", "Tue, 10 Foo 2003 04:00:00 GMT", "Tue, 32 Jun 2003 04:00:00 GMT", "12:00",
        "2003-06-10T04:00:00+19:00", "2003-06-10Tnoon", "Tue, 10 Jun 2003 04:00:00 GMT garbage words",
    ])
    func unreadable(text: String) {
        #expect(FeedDateParser.date(from: text) == nil, "\(text)")
    }
}
