import Observation

/// Draws a view while recording every observable value it reads; when one of them changes,
/// `onChange` is called once. The interactive screen redraws then, which is how views observe
/// their view models: no controller calls "reload".
@MainActor
public enum ObservedDrawing {
    public static func draw(_ view: any View, in canvas: Canvas, onChange: @escaping @Sendable () -> Void) {
        withObservationTracking {
            view.draw(in: canvas, frame: canvas.bounds)
        } onChange: {
            onChange()
        }
    }
}
