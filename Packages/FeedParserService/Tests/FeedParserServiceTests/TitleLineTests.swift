import FeedParserService
import Foundation
import Testing

/// A title is one line, whatever would break it: a form feed inside base64 text (the feed-parser
/// fuzzer's finding), a line or paragraph separator or NEL given as a reference, or one left over
/// from double escaping.
@Suite struct TitleLineTests {
    @Test func everyLineBreakInATitleBecomesASpace() throws {
        let feed = try Fixture.parse("fuzz-title-line-breaks.xml")
        #expect(
            feed.items.map(\.title) == [
                "Plain itle, encoded", "Line separator", "Next line", "Double escaped", "It\u{2019}s plain",
            ])
        #expect(feed.items.allSatisfy { $0.title?.contains(where: \.isNewline) == false })
    }
}
