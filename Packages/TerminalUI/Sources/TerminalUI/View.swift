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
}

extension View {
    /// Draws the view on a canvas of its preferred height and returns the lines: what a
    /// one-shot command prints, and what view tests compare.
    public func render(width: Int, height: Int? = nil, styled: Bool = false) -> [String] {
        let canvas = Canvas(size: Size(width: width, height: height ?? preferredHeight(forWidth: width)))
        draw(in: canvas, frame: canvas.bounds)
        return styled ? canvas.styledLines : canvas.lines
    }
}
