/// A key press, decoded from the terminal's bytes.
public enum Key: Equatable, Hashable, Sendable {
    /// A printable character, including space.
    case character(Character)
    /// A letter typed with Control held, such as `control("c")`.
    case control(Character)
    case enter
    case escape
    case tab
    case backspace
    case delete
    case up
    case down
    case left
    case right
    case pageUp
    case pageDown
    case home
    case end
    /// A function key, F1 to F12.
    case function(Int)
}
