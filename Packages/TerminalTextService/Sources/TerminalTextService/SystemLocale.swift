import CWideCharacterWidth
import UnicodeTextService

/// `wcwidth` in glibc's UTF-8 locale, where it knows every code point's width.
enum SystemLocale {
    /// Whether a UTF-8 locale was found; without one, wide characters measure as one cell.
    static var isAvailable: Bool { UTF8Locale.isAvailable }

    /// Runs `body` with the calling thread in the UTF-8 locale, so `wcwidth` is meaningful.
    static func withUTF8<Result>(_ body: () -> Result) -> Result {
        UTF8Locale.withUTF8(body)
    }

    /// `wcwidth` for one scalar: the cells it takes, or -1 when glibc does not know it.
    /// Call only inside `withUTF8`.
    static func wcwidth(_ scalar: Unicode.Scalar) -> Int {
        Int(CWideCharacterWidth.wcwidth(wchar_t(bitPattern: scalar.value)))
    }
}
