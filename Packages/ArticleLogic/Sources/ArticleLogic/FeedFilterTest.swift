import FilterLogic
import LibraryModelLogic
import RegexService

/// A text test on a feed attribute (`feedurl`, `tags`), answered for one feed in memory.
///
/// It reads as the SQL tests do: `=` is exact, `=~` a POSIX extended regular expression
/// without regard to letter case (as newsboat reads it), and `#` one of the words. The tags read as one space-separated text, except that
/// `tags # "news"` asks whether the feed carries the tag, compared as `--tag` compares tags
/// (`Tag.same`: any letter case, any Unicode normalization).
struct FeedFilterTest {
    let test: FilterTest
    /// The test's regular expression, compiled once for every feed it is asked about.
    private let expression: ExtendedRegex?

    init(_ test: FilterTest) {
        self.test = test
        if case .pattern(let pattern) = test.operand {
            expression = try? ExtendedRegex(pattern)
        } else {
            expression = nil
        }
    }

    /// Whether the positive form of the test (`=` for `!=`, …) holds for `feed`.
    func accepts(_ feed: FeedDescription) -> Bool {
        let text = test.attribute == .tags ? feed.tags.joined(separator: " ") : feed.url
        switch test.operand {
        case .pattern:
            guard let expression else { return false }
            return expression.matches(text)
        case .text(let value) where test.comparison.positive == .contains:
            if test.attribute == .tags {
                return feed.tags.contains { Tag.same($0, value) }
            }
            return text.split(separator: " ").contains { $0 == value }
        case .text(let value):
            return text == value
        default:
            return false
        }
    }
}
