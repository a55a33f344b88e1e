public import TerminalTextService

/// One line of styled text, cut with an ellipsis when it does not fit.
@MainActor
public final class Label: View {
    public var text: StyledText
    public var alignment: TextAlignment

    public init(_ text: StyledText = "", alignment: TextAlignment = .leading) {
        self.text = text
        self.alignment = alignment
    }

    public func draw(in canvas: Canvas, frame: Rect) {
        guard !frame.isEmpty else { return }
        let fitted = Self.fit(text, width: frame.width)
        let used = TerminalText.width(of: fitted.plain)
        let offset: Int
        switch alignment {
        case .leading: offset = 0
        case .trailing: offset = frame.width - used
        case .center: offset = (frame.width - used) / 2
        }
        canvas.write(fitted, row: frame.row, column: frame.column + max(0, offset), clip: frame)
    }

    public func preferredHeight(forWidth width: Int) -> Int { 1 }

    public func textLines(width: Int) -> [StyledText]? {
        let fitted = Self.fit(text, width: width)
        let used = TerminalText.width(of: fitted.plain)
        let offset: Int
        switch alignment {
        case .leading: offset = 0
        case .trailing: offset = width - used
        case .center: offset = (width - used) / 2
        }
        return [offset > 0 ? StyledText(String(repeating: " ", count: offset)) + fitted : fitted]
    }

    /// `text` cut to `width` cells, with an ellipsis in the style of the span it cut.
    nonisolated static func fit(_ text: StyledText, width: Int) -> StyledText {
        guard !TerminalText.keepsWholeLines, TerminalText.width(of: text.plain) > width else { return text }
        var spans: [StyledText.Span] = []
        var remaining = width
        for span in text.spans {
            let spanWidth = TerminalText.width(of: span.text)
            if spanWidth < remaining || (spanWidth == remaining && span == text.spans.last) {
                spans.append(span)
                remaining -= spanWidth
                continue
            }
            spans.append(
                StyledText.Span(TerminalText.truncate(span.text, toWidth: remaining), style: span.style))
            break
        }
        return StyledText(spans)
    }
}
