/// Something that draws itself into a rectangle of a canvas.
///
/// Views read their view models while drawing. The screen draws under observation tracking,
/// so a change to any `@Observable` value a view read schedules a redraw: views observe their
/// view models, and no controller ever asks for a reload.
@MainActor
public protocol View: AnyObject {
    /// Draws into `frame` of `canvas`; nothing may be drawn outside `frame`.
    func draw(in canvas: Canvas, frame: Rect)

    /// The rows the view needs at `width` to show all it has (one-shot output sizes its
    /// canvas by this); views that fill whatever they get return their minimum.
    func preferredHeight(forWidth width: Int) -> Int

    /// All the view has, as whole lines at `width`, when it is made of lines (labels, tables,
    /// text); nil for views that must be drawn. One-shot output of a long list uses it to skip
    /// building a canvas of thousands of rows; it must equal drawing at the preferred height.
    func textLines(width: Int) -> [StyledText]?
}

extension View {
    public func textLines(width: Int) -> [StyledText]? { nil }

    /// The view at its preferred height (or `height`) as lines: what a one-shot command prints,
    /// and what view tests compare. Views made of lines are written line by line; the others
    /// are drawn on a canvas.
    public func render(width: Int, height: Int? = nil, styled: Bool = false) -> [String] {
        if height == nil, let lines = textLines(width: width) {
            return lines.map { LineWriter.line($0, width: width, styled: styled) }
        }
        let canvas = Canvas(size: Size(width: width, height: height ?? preferredHeight(forWidth: width)))
        draw(in: canvas, frame: canvas.bounds)
        return styled ? canvas.styledLines : canvas.lines
    }
}
