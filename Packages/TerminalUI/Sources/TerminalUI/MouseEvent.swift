/// What the mouse did, as the terminal reported it: a button pressed or released, or the wheel
/// turned a notch, at a cell of the screen.
public struct MouseEvent: Equatable, Sendable {
    /// A mouse button.
    public enum Button: Equatable, Sendable {
        case left, middle, right
    }

    /// What happened.
    public enum Action: Equatable, Sendable {
        case press(Button)
        /// A button let go (SGR reports say which; the older X10 form does not, so it is nil).
        case release(Button?)
        case wheelUp
        case wheelDown
    }

    public var action: Action
    /// The cell's row, counted from 0 at the top of the screen.
    public var row: Int
    /// The cell's column, counted from 0 at the left.
    public var column: Int

    public init(_ action: Action, row: Int, column: Int) {
        self.action = action
        self.row = row
        self.column = column
    }

    /// Whether the event points into `rect`.
    public func isInside(_ rect: Rect) -> Bool {
        row >= rect.row && row < rect.bottom && column >= rect.column && column < rect.column + rect.width
    }
}

/// Reads the mouse reports of xterm's protocol (which every current terminal and tmux follow):
/// the SGR form `ESC [ < button ; column ; row M` (press) or `… m` (release) that mode 1006
/// asks for, and the older X10 form `ESC [ M` and three bytes, sent by a terminal that knows
/// mode 1000 but not 1006.
enum MouseReport {
    /// The event of an SGR report's parameters (after `<`) and final byte, or nil for a report
    /// that is not a press, release or wheel notch (motion, the horizontal wheel, extra buttons).
    static func sgr(parameters: ArraySlice<UInt8>, final: UInt8) -> MouseEvent? {
        let numbers = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
        guard numbers.count == 3, let code = number(numbers[0]), let column = number(numbers[1]),
            let row = number(numbers[2]), column >= 1, row >= 1
        else { return nil }
        let released = final == UInt8(ascii: "m")
        guard let action = action(code: code, released: released) else { return nil }
        return MouseEvent(action, row: row - 1, column: column - 1)
    }

    /// The event of an X10 report's three bytes (each a number plus 32), or nil as for `sgr`.
    static func x10(_ bytes: [UInt8]) -> MouseEvent? {
        guard bytes.count == 3, bytes[0] >= 32, bytes[1] >= 33, bytes[2] >= 33 else { return nil }
        let code = Int(bytes[0]) - 32
        let action: MouseEvent.Action? =
            code & 0b11 == 3 && code & 64 == 0 ? .release(nil) : Self.action(code: code, released: false)
        guard let action else { return nil }
        return MouseEvent(action, row: Int(bytes[2]) - 33, column: Int(bytes[1]) - 33)
    }

    /// The action of a button code: its low two bits name the button, 64 marks the wheel, 32
    /// motion; 4, 8 and 16 are Shift, Meta and Control, which are ignored.
    private static func action(code: Int, released: Bool) -> MouseEvent.Action? {
        guard code & 32 == 0, code & 128 == 0 else { return nil }
        if code & 64 != 0 {
            switch code & 0b11 {
            case 0: return released ? nil : .wheelUp
            case 1: return released ? nil : .wheelDown
            default: return nil
            }
        }
        let button: MouseEvent.Button
        switch code & 0b11 {
        case 0: button = .left
        case 1: button = .middle
        case 2: button = .right
        default: return nil
        }
        return released ? .release(button) : .press(button)
    }

    /// A decimal number of at most five digits, or nil.
    private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        guard !digits.isEmpty, digits.count <= 5,
            digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
        else { return nil }
        return digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    }
}
