#if canImport(Glibc)
    import Glibc
#endif

/// glibc's `C.UTF-8` character-type locale, for the C functions whose answers depend on it
/// (`wcwidth`, `regcomp`, `regexec`).
///
/// Swift programs never call `setlocale`, so the process runs in the `C` locale, where such
/// functions see bytes rather than characters. Rather than change the process-wide locale,
/// `withUTF8` switches only the calling thread's locale (`uselocale`) and switches it back.
public enum UTF8Locale {
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

    /// Whether a UTF-8 locale was found; without one, `withUTF8` runs `body` in the `C` locale.
    public static var isAvailable: Bool { handle.locale != nil }

    /// Runs `body` with the calling thread in the UTF-8 locale.
    public static func withUTF8<Result, Failure: Error>(_ body: () throws(Failure) -> Result)
        throws(Failure) -> Result
    {
        guard let locale = handle.locale else { return try body() }
        let previous = uselocale(locale)
        defer { uselocale(previous) }
        return try body()
    }
}
