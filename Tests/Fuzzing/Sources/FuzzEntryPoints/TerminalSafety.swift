import Foundation

/// What must never reach a terminal from a stranger's text.
public enum TerminalSafety {
    /// The first C0 or C1 control, DEL, or bidirectional override or isolate in `text`, as
    /// four hexadecimal digits; nil when there is none.
    public static func firstUnsafeScalar(in text: String, allowingNewlines: Bool) -> String? {
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if allowingNewlines, value == 0x0A { continue }
            if value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value)
                || (0x2066...0x2069).contains(value)
            {
                return String(format: "%04X", value)
            }
        }
        return nil
    }
}
