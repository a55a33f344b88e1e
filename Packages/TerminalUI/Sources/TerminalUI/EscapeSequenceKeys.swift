/// The keys that terminals send as escape sequences, by their final byte and first parameter.
///
/// Covers the forms xterm, VTE, kitty, tmux, screen, rxvt and the Linux console send for
/// arrows, Home/End, PageUp/PageDown, Delete and F1–F12, in CSI (`ESC [`) and SS3 (`ESC O`)
/// form. Modifier parameters (`ESC [ 1 ; 5 A` is Ctrl-Up) are ignored: the plain key is
/// returned, because `Key` has no modifiers. Anything else is nil, and the decoder swallows it.
enum EscapeSequenceKeys {
    /// The key of `ESC [ parameters final`, or nil when it is not a key we know.
    static func csi(parameters: [UInt8], final: UInt8) -> Key? {
        // Private parameters (`<` mouse reports, `?` mode reports) and intermediates are never keys.
        guard parameters.allSatisfy({ isDigit($0) || $0 == semicolon }) else { return nil }
        if final == tilde { return tildeKey(number: firstNumber(parameters)) }
        return letterKey(final)
    }

    /// The key of `ESC O parameters final`: arrows, Home/End, F1–F4 and keypad Enter.
    static func ss3(parameters: [UInt8], final: UInt8) -> Key? {
        guard parameters.allSatisfy({ isDigit($0) || $0 == semicolon }) else { return nil }
        if final == UInt8(ascii: "M") { return .enter }
        return letterKey(final)
    }

    /// The key of the Linux console's `ESC [ [ A` … `ESC [ [ E`: F1 to F5.
    static func linuxFunction(final: UInt8) -> Key? {
        guard final >= UInt8(ascii: "A"), final <= UInt8(ascii: "E") else { return nil }
        return .function(Int(final - UInt8(ascii: "A")) + 1)
    }

    private static let tilde = UInt8(ascii: "~")
    private static let semicolon = UInt8(ascii: ";")

    /// Keys named by a final letter, shared by the CSI and SS3 forms.
    private static func letterKey(_ final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        case UInt8(ascii: "P"): .function(1)
        case UInt8(ascii: "Q"): .function(2)
        case UInt8(ascii: "R"): .function(3)
        case UInt8(ascii: "S"): .function(4)
        default: nil
        }
    }

    /// Keys of the `ESC [ number ~` form (VT220 and xterm numbering).
    private static func tildeKey(number: Int?) -> Key? {
        switch number {
        case 1, 7: .home
        case 3: .delete
        case 4, 8: .end
        case 5: .pageUp
        case 6: .pageDown
        case .some(let number) where (11...15).contains(number): .function(number - 10)
        case .some(let number) where (17...21).contains(number): .function(number - 11)
        case 23: .function(11)
        case 24: .function(12)
        default: nil  // 2 is Insert, 200/201 frame a bracketed paste: neither is a `Key`.
        }
    }

    /// The number before the first `;`, or nil when there is none.
    private static func firstNumber(_ parameters: [UInt8]) -> Int? {
        let digits = parameters.prefix { isDigit($0) }
        guard !digits.isEmpty, digits.count <= 6 else { return nil }
        return digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
