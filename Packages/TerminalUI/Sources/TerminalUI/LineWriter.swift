import TerminalTextService

/// Writes one line of styled text the way a canvas row of `width` cells would come out: clipped
/// at the width (a wide character that does not fit is left out), control characters dropped,
/// trailing spaces left out (only unstyled ones when `styled`), and with escape sequences for the
/// styles when `styled`. One-shot output of long lists goes through here instead of a canvas.
enum LineWriter {
    static func line(_ text: StyledText, width: Int, styled: Bool) -> String {
        // Output to a file or a pipe keeps every character (see `TerminalText.keepsWholeLines`).
        let width = TerminalText.keepsWholeLines ? Int.max : width
        var spans: [StyledText.Span] = []
        var used = 0
        clipping: for span in text.spans {
            // Printable ASCII, by far the common case, is one cell a byte: no walk per character.
            if span.text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
                let count = span.text.utf8.count
                if used + count <= width {
                    if count > 0 { spans.append(span) }
                    used += count
                    continue
                }
                let room = width - used
                if room > 0 {
                    spans.append(
                        StyledText.Span(String(span.text.utf8.prefix(room)) ?? "", style: span.style))
                }
                break clipping
            }
            var kept = ""
            for character in span.text {
                let cells: Int
                if let ascii = character.asciiValue {
                    guard ascii >= 0x20, ascii != 0x7F else { continue }
                    cells = 1
                } else {
                    if Canvas.isControl(character) { continue }
                    cells = TerminalText.width(of: character)
                    if cells == 0 { continue }
                }
                if used + cells > width {
                    if !kept.isEmpty { spans.append(StyledText.Span(kept, style: span.style)) }
                    break clipping
                }
                kept.append(character)
                used += cells
            }
            if !kept.isEmpty { spans.append(StyledText.Span(kept, style: span.style)) }
        }
        spans = trimmingTrailingSpaces(spans, onlyUnstyled: styled)
        guard styled else { return spans.map(\.text).joined() }
        var line = ""
        var current = TextStyle.plain
        for span in spans {
            if span.style != current {
                line += span.style.escapeSequence
                current = span.style
            }
            line += span.text
        }
        if current != .plain { line += TextStyle.plain.escapeSequence }
        return line
    }

    private static func trimmingTrailingSpaces(_ spans: [StyledText.Span], onlyUnstyled: Bool) -> [StyledText
        .Span]
    {
        var spans = spans
        while let last = spans.last, !onlyUnstyled || last.style == .plain, last.text.last == " " {
            var trimmed = last.text
            while trimmed.last == " " { trimmed.removeLast() }
            if trimmed.isEmpty { spans.removeLast() } else { spans[spans.count - 1].text = trimmed }
        }
        return spans
    }
}
