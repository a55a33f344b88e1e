import ArticleLogic
import ArticlesUI
import TerminalTextService
import TerminalUI

/// Highlighted search text on one line: split at the matched ranges, each part sanitised for
/// the terminal on its own (so the logic's character offsets still hold), then styled and cut
/// by display width.
enum HighlightedLine {
    /// The parts of `highlighted`, in order; overlapping or out-of-range ranges are tolerated.
    static func segments(of highlighted: HighlightedText) -> [MatchSegment] {
        let characters = Array(highlighted.text)
        var segments: [MatchSegment] = []
        var position = 0
        func add(_ range: Range<Int>, isMatch: Bool) {
            guard !range.isEmpty else { return }
            let text = ArticleText.line(String(characters[range]))
            guard !text.isEmpty else { return }
            if let last = segments.last, last.isMatch == isMatch {
                segments[segments.count - 1] = MatchSegment(last.text + text, isMatch: isMatch)
            } else {
                segments.append(MatchSegment(text, isMatch: isMatch))
            }
        }
        for range in highlighted.highlights.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            let lower = min(max(range.lowerBound, position), characters.count)
            let upper = min(max(range.upperBound, lower), characters.count)
            add(position..<lower, isMatch: false)
            add(lower..<upper, isMatch: true)
            position = upper
        }
        add(position..<characters.count, isMatch: false)
        return segments
    }

    /// The segments without the text before the first match beyond `lead` cells, marked by an
    /// ellipsis, so that a match deep in a snippet stays in view.
    static func leading(_ segments: [MatchSegment], lead: Int) -> [MatchSegment] {
        guard let first = segments.firstIndex(where: \.isMatch) else { return segments }
        let before = segments[..<first].map(\.text).joined()
        guard TerminalText.width(of: before) > lead else { return segments }
        var kept = ""
        var width = 0
        for character in before.reversed() {
            let next = TerminalText.width(of: character)
            if width + next > max(0, lead - 1) { break }
            kept.insert(character, at: kept.startIndex)
            width += next
        }
        return [MatchSegment(TerminalText.ellipsis + kept, isMatch: false)] + segments[first...]
    }

    /// The segments as styled spans: matches in `match`, the rest in `plain`.
    static func spans(_ segments: [MatchSegment], plain: TextStyle, match: TextStyle) -> [StyledText.Span] {
        segments.map { StyledText.Span($0.text, style: $0.isMatch ? match : plain) }
    }

    /// `spans` cut to `width` cells, ending in an ellipsis (in the style of the span cut) when
    /// something was cut.
    static func fit(_ spans: [StyledText.Span], width: Int) -> [StyledText.Span] {
        guard !TerminalText.keepsWholeLines, TerminalText.width(of: spans.map(\.text).joined()) > width else {
            return spans
        }
        var fitted: [StyledText.Span] = []
        var remaining = width
        for span in spans {
            let spanWidth = TerminalText.width(of: span.text)
            if spanWidth < remaining {
                fitted.append(span)
                remaining -= spanWidth
                continue
            }
            let cut = TerminalText.truncate(span.text, toWidth: remaining)
            if !cut.isEmpty { fitted.append(StyledText.Span(cut, style: span.style)) }
            break
        }
        return fitted
    }
}
