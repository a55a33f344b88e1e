import UnicodeTextService

#if canImport(Glibc)
    import Glibc
#endif

/// A POSIX extended regular expression, compiled by glibc's `regcomp` in its UTF-8 locale: what
/// newsboat's `=~` means (`REG_EXTENDED | REG_ICASE | REG_NOSUB`), so a filter brought over from
/// newsboat matches the same articles here.
///
/// Matching asks only whether there is a match (`REG_NOSUB`), which lets glibc answer without
/// backtracking: a pattern such as `^(a+)+$` takes time linear in the text. A pattern without any
/// special character, in ASCII, is searched for as plain bytes (`LiteralSearch`), with the same
/// answers (a differential test holds the two to each other).
///
/// One expression may be used from many threads: glibc locks a compiled pattern while it
/// matches, and nothing in it changes after `init`.
public final class ExtendedRegex: @unchecked Sendable {
    private enum Matcher {
        case literal(LiteralSearch)
        case compiled(UnsafeMutablePointer<regex_t>)
    }

    /// The pattern as written.
    public let pattern: String
    /// Whether letters match regardless of case.
    public let ignoresCase: Bool
    private let matcher: Matcher

    /// Compiles `pattern`; `ignoringCase` as newsboat does unless told otherwise.
    ///
    /// - Parameter literalFastPath: search plain ASCII patterns as bytes (on by default; the
    ///   differential test turns it off to compare).
    public init(_ pattern: String, ignoringCase: Bool = true, literalFastPath: Bool = true)
        throws(RegexError)
    {
        self.pattern = pattern
        self.ignoresCase = ignoringCase
        if literalFastPath, let literal = LiteralSearch(pattern, ignoringCase: ignoringCase) {
            matcher = .literal(literal)
            return
        }
        guard !pattern.utf8.contains(0) else {
            throw RegexError(pattern: pattern, reason: "it contains a NUL character")
        }
        let compiled = UnsafeMutablePointer<regex_t>.allocate(capacity: 1)
        let flags = REG_EXTENDED | REG_NOSUB | (ignoringCase ? REG_ICASE : 0)
        let status = UTF8Locale.withUTF8 { regcomp(compiled, pattern, flags) }
        guard status == 0 else {
            let reason = Self.describe(status, compiled)
            compiled.deallocate()
            throw RegexError(pattern: pattern, reason: reason)
        }
        matcher = .compiled(compiled)
    }

    deinit {
        if case .compiled(let compiled) = matcher {
            regfree(compiled)
            compiled.deallocate()
        }
    }

    /// Whether the expression matches anywhere in `text`.
    public func matches(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { matches($0) }
    }

    /// Whether the expression matches anywhere in the UTF-8 bytes `text`, which need not end in
    /// a NUL (glibc's `REG_STARTEND` bounds the search).
    public func matches(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        switch matcher {
        case .literal(let literal):
            return literal.occurs(in: text)
        case .compiled(let compiled):
            // REG_STARTEND reads the bounds from the first match slot and never dereferences
            // past them, so an empty text may pass any pointer.
            var bounds = regmatch_t(rm_so: 0, rm_eo: regoff_t(text.count))
            let start = text.baseAddress.map { UnsafeRawPointer($0) } ?? UnsafeRawPointer(compiled)
            let status = UTF8Locale.withUTF8 {
                regexec(compiled, start.assumingMemoryBound(to: CChar.self), 1, &bounds, REG_STARTEND)
            }
            return status == 0
        }
    }

    /// glibc's sentence for a `regcomp` failure.
    private static func describe(_ status: Int32, _ compiled: UnsafeMutablePointer<regex_t>) -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        let count = regerror(status, compiled, &buffer, buffer.count)
        guard count > 0 else { return "error \(status)" }
        return String(
            decoding: buffer.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
