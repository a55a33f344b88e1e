/// Text a C function wrote into a buffer of ours.
enum CText {
    /// The characters of `buffer` up to its first NUL, as UTF-8.
    static func string(_ buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
