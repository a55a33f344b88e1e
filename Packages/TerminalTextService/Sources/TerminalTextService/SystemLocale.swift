import CWideCharacterWidth

#if canImport(Glibc)
    import Glibc
#endif

/// glibc's `C.UTF-8` character-type locale, in which `wcwidth` knows every code point's width.
///
/// Swift programs never call `setlocale`, so the process runs in the `C` locale where `wcwidth`
/// answers -1 for everything beyond ASCII. Rather than change the process-wide locale, each
/// measurement switches only the calling thread's locale (`uselocale`) and switches it back.
enum SystemLocale {
    /// A `locale_t`, created once and never freed; glibc allows one locale object on many threads.
    private struct Handle: @unchecked Sendable {
        let locale: locale_t?
    }

    private static let handle: Handle = {
        for name in ["C.UTF-8", "C.utf8", "en_US.UTF-8"] {
            if let locale = newlocale(LC_CTYPE_MASK, name, nil) { return Handle(locale: locale) }
        }
        return Handle(locale: nil)
    }()

    /// Whether a UTF-8 locale was found; without one, wide characters measure as one cell.
    static var isAvailable: Bool { handle.locale != nil }

    /// Runs `body` with the calling thread in the UTF-8 locale, so `wcwidth` is meaningful.
    static func withUTF8<Result>(_ body: () -> Result) -> Result {
        guard let locale = handle.locale else { return body() }
        let previous = uselocale(locale)
        defer { uselocale(previous) }
        return body()
    }

    /// `wcwidth` for one scalar: the cells it takes, or -1 when glibc does not know it.
    /// Call only inside `withUTF8`.
    static func wcwidth(_ scalar: Unicode.Scalar) -> Int {
        Int(CWideCharacterWidth.wcwidth(wchar_t(bitPattern: scalar.value)))
    }
}
