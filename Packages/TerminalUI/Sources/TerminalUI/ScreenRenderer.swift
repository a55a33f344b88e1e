/// Turns one frame into the next on a full-screen terminal, writing only what changed.
///
/// `render(from:to:)` compares the previous canvas with the next one cell by cell and returns
/// the bytes that update the terminal: a cursor move (CUP) before each run of changed cells, a
/// run of unchanged cells between two changes rewritten instead when that is shorter and needs no
/// style change, a style (SGR) only when it differs from the last one written, and the whole
/// frame inside synchronized output (`ESC[?2026h` … `ESC[?2026l`), so the terminal never shows
/// half a frame. A wide character is written whole: a change to its second cell rewrites it from
/// its first. A frame starts and ends in the default style, so frames can follow each other and
/// any other output. With no previous canvas, or one of another size, the screen is cleared and
/// drawn in full. When nothing changed the result is empty.
///
/// Pictures in pixels (`Canvas.placements`) are drawn after the cells, each at its top left
/// cell, whenever the frame's placements differ from the last frame's: kitty's are deleted first
/// (they float over the cells), and the cells under the last frame's sixel and iTerm2 pictures
/// are written again (those pictures stay in the cells until then). Unchanged placements cost
/// nothing.
///
/// Plain output (`NO_COLOR`, see `OutputStyle`) keeps bold, dim, italic, underline and reverse
/// but drops every colour: no-color.org asks for no colour, and reverse video is what shows the
/// selected row and the status line, so without attributes the screen could not be used.
public struct ScreenRenderer: Sendable {
    public var style: OutputStyle

    public init(style: OutputStyle) {
        self.style = style
    }

    /// The bytes that change the terminal from showing `previous` to showing `next`; nil or a
    /// different size for `previous` draws everything after a clear.
    public func render(from previous: Canvas?, to next: Canvas) -> String {
        let stripsColors = style == .plain
        let target = ScreenGrid(next, stripsColors: stripsColors)
        var writer = FrameWriter()
        var shown: ScreenGrid
        let kept: [GraphicPlacement]
        if let previous, previous.size == next.size {
            shown = ScreenGrid(previous, stripsColors: stripsColors)
            kept = previous.placements
        } else {
            writer.output = ControlSequence.resetStyle + ControlSequence.clearScreen
            shown = ScreenGrid(blank: next.size)
            // A clear leaves kitty's pictures where they were.
            kept = previous?.placements.filter { $0.graphic.graphicsProtocol == .kitty } ?? []
        }
        let placementsChanged = kept != next.placements || previous == nil
        if placementsChanged {
            if kept.contains(where: { $0.graphic.graphicsProtocol == .kitty }) {
                writer.output += ControlSequence.deleteKittyGraphics
            }
            for placement in kept where placement.graphic.graphicsProtocol != .kitty {
                shown.damage(placement)
            }
        }
        for row in 0..<next.size.height {
            writer.update(row: row, from: shown, to: target)
        }
        if placementsChanged {
            for placement in next.placements { writer.draw(placement) }
        }
        return writer.finish()
    }
}

/// The output of one frame as it is built, and the terminal's cursor and style meanwhile.
private struct FrameWriter {
    var output = ""
    /// Where the next character would go; nil when unknown (at the start, or past the right edge).
    private var cursor: (row: Int, column: Int)?
    private var pen = TextStyle.plain

    /// Writes the glyphs of `row` that differ between `shown` and `target`, left to right: a
    /// glyph written over half of a wide one damages its other half, which is then one of the
    /// later changes in the row.
    mutating func update(row: Int, from shown: ScreenGrid, to target: ScreenGrid) {
        var column = 0
        while column < target.size.width {
            guard case .glyph(let character, let style, let width) = target[row, column] else {
                column += 1  // a second half is written with its first
                continue
            }
            if target[row, column] != shown[row, column] {
                moveCursor(row: row, column: column, along: target)
                write(character, style: style, cells: width, rowWidth: target.size.width)
            }
            column += width
        }
    }

    /// Draws a picture in pixels at its top left cell; where the terminal leaves the cursor
    /// after it is unknown.
    mutating func draw(_ placement: GraphicPlacement) {
        if pen != .plain {
            output += ControlSequence.resetStyle
            pen = .plain
        }
        output += ControlSequence.moveCursor(row: placement.row, column: placement.column)
        output += placement.graphic.sequence
        cursor = nil
    }

    /// The frame wrapped in synchronized output, ending in the default style; empty when
    /// nothing was written.
    mutating func finish() -> String {
        guard !output.isEmpty else { return "" }
        if pen != .plain { output += ControlSequence.resetStyle }
        return ControlSequence.beginSynchronizedUpdate + output + ControlSequence.endSynchronizedUpdate
    }

    /// Puts the cursor at `column` of `row`: by rewriting the unchanged glyphs before it when
    /// they are on the same row, in the current style, and shorter than a cursor move;
    /// otherwise with CUP.
    private mutating func moveCursor(row: Int, column: Int, along target: ScreenGrid) {
        guard let cursor, cursor.row == row, cursor.column <= column else {
            jump(row: row, column: column)
            return
        }
        if cursor.column == column { return }
        let move = ControlSequence.moveCursor(row: row, column: column)
        var gap = ""
        var gapColumn = cursor.column
        while gapColumn < column {
            guard case .glyph(let character, let style, let width) = target[row, gapColumn], style == pen,
                gap.utf8.count < move.utf8.count
            else {
                jump(row: row, column: column)
                return
            }
            gap.append(character)
            gapColumn += width
        }
        guard gapColumn == column, gap.utf8.count < move.utf8.count else {
            jump(row: row, column: column)
            return
        }
        output += gap
        self.cursor = (row, column)
    }

    private mutating func jump(row: Int, column: Int) {
        output += ControlSequence.moveCursor(row: row, column: column)
        cursor = (row, column)
    }

    private mutating func write(_ character: Character, style: TextStyle, cells: Int, rowWidth: Int) {
        if style != pen {
            output += style.escapeSequence
            pen = style
        }
        output.append(character)
        guard let cursor else { return }
        let next = cursor.column + cells
        // At the right edge the terminal holds the cursor there with a pending wrap: unknown.
        self.cursor = next < rowWidth ? (cursor.row, next) : nil
    }
}
