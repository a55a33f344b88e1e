/// Numbers written in lowercase hexadecimal, zero-padded: what `String(format: "%02x")` and
/// `"%04x"` write, without Foundation's formatting (which links ICU's data).
public enum Hexadecimal {
    /// `value` in lowercase hexadecimal, with leading zeros up to `digits` (more digits when the
    /// value needs them).
    public static func text(_ value: some BinaryInteger, digits: Int) -> String {
        let written = String(value, radix: 16)
        return String(repeating: "0", count: max(0, digits - written.count)) + written
    }
}
