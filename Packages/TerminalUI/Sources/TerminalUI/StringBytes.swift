/// A string's UTF-8 lent to a writer: a native string lends its storage as it is; only a bridged
/// one (rare here) is copied first.
enum StringBytes {
    @inline(__always)
    static func with<Result>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = text
        return copy.withUTF8(body)
    }
}
