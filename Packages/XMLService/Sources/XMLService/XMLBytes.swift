import CLibXML2

#if canImport(Glibc)
    import Glibc
#endif

/// A view of bytes that libxml2 owns, such as an element name or a run of text.
///
/// It is valid only during the callback that hands it over: copy what you keep with `string`.
/// Comparing against a literal with `==` costs no allocation, which keeps a streaming parse fast.
public struct XMLBytes: Equatable {
    public let start: UnsafePointer<UInt8>
    public let count: Int

    public init(start: UnsafePointer<UInt8>, count: Int) {
        self.start = start
        self.count = count
    }

    /// Wraps a NUL-terminated libxml2 string.
    init?(cString pointer: UnsafePointer<xmlChar>?) {
        guard let pointer else { return nil }
        self.init(start: pointer, count: Int(tidings_xml_strlen(pointer)))
    }

    /// The bytes as a buffer.
    public var buffer: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: start, count: count)
    }

    /// The bytes decoded as UTF-8 into a new string.
    public var string: String {
        String(decoding: buffer, as: UTF8.self)
    }

    /// Whether the bytes spell `literal`.
    public static func == (bytes: XMLBytes, literal: StaticString) -> Bool {
        guard bytes.count == literal.utf8CodeUnitCount else { return false }
        return memcmp(bytes.start, literal.utf8Start, bytes.count) == 0
    }

    /// Whether the bytes spell `lowercase` with ASCII letters in any case (`AUTHOR`, `Author`).
    public func equalsIgnoringASCIICase(_ lowercase: StaticString) -> Bool {
        guard count == lowercase.utf8CodeUnitCount else { return false }
        let expected = lowercase.utf8Start
        for index in 0..<count {
            let byte = start[index]
            let folded = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
            if folded != expected[index] { return false }
        }
        return true
    }

    public static func == (lhs: XMLBytes, rhs: XMLBytes) -> Bool {
        lhs.count == rhs.count && memcmp(lhs.start, rhs.start, lhs.count) == 0
    }
}
