/// Something the person at the terminal did: a key, or the mouse.
public enum InputEvent: Equatable, Sendable {
    case key(Key)
    case mouse(MouseEvent)
}
