import FoundationEssentials

/// Recognizes the links most feeds write, absolute `http` and `https` addresses in the plainest
/// form RFC 3986 allows, so that a parse can keep them as the text they are instead of making a
/// `URL` of each (a third of the work of reading a short item went into `URL(string:)`).
///
/// A text passes only when `URL(string:)` would accept it and give it back unchanged as its
/// `absoluteString`: a lower-case `http` or `https` scheme, a host of letters, digits, dots and
/// hyphens with an optional port of digits, and a path, query and fragment of unreserved
/// characters, sub-delimiters, `:`, `@`, `/`, `?` and well-formed percent escapes, with at most
/// one `#`. Anything else (user information, an IP literal, a space, a non-ASCII byte, a stray
/// `%`) is left to `URL` itself. `PlainWebAddressTests` checks the promise against `URL` on
/// every shape it reads and many it declines.
enum PlainWebAddress {
    /// `text` as the text of the URL it is: itself when plain, else `URL`'s reading of it; nil
    /// when it is no URL.
    static func address(_ text: String) -> String? {
        isPlain(text) ? text : URL(string: text)?.absoluteString
    }

    /// Whether `text` is an address of that plain form.
    static func isPlain(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { isPlain($0) }
    }

    /// Whether `bytes` are an address of that plain form.
    static func isPlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = schemeEnd(bytes)
        guard index > 0 else { return false }
        // The host: at least one character, then an optional port.
        let hostStart = index
        while index < bytes.count, isHostByte(bytes[index]) { index += 1 }
        guard index > hostStart else { return false }
        if index < bytes.count, bytes[index] == UInt8(ascii: ":") {
            index += 1
            let portStart = index
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
                index += 1
            }
            guard index > portStart, index - portStart <= 5 else { return false }
        }
        guard index < bytes.count else { return true }
        switch bytes[index] {
        case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"): break
        default: return false
        }
        return isPlainRest(bytes, from: index)
    }

    /// The index just past `http://` or `https://`, or 0 when the text starts otherwise.
    private static func schemeEnd(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard bytes.count > 8, bytes[0] == UInt8(ascii: "h"), bytes[1] == UInt8(ascii: "t"),
            bytes[2] == UInt8(ascii: "t"), bytes[3] == UInt8(ascii: "p")
        else { return 0 }
        let colon = bytes[4] == UInt8(ascii: "s") ? 5 : 4
        guard bytes[colon] == UInt8(ascii: ":"), bytes[colon + 1] == UInt8(ascii: "/"),
            bytes[colon + 2] == UInt8(ascii: "/")
        else { return 0 }
        return colon + 3
    }

    /// Whether the path, query and fragment from `start` hold only what `URL` keeps as written.
    private static func isPlainRest(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
        var index = start
        var sawFragment = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.count, isHexDigit(bytes[index + 1]), isHexDigit(bytes[index + 2])
                else {
                    return false
                }
                index += 3
                continue
            }
            if byte == UInt8(ascii: "#") {
                guard !sawFragment else { return false }
                sawFragment = true
            } else if !isPathByte(byte) {
                return false
            }
            index += 1
        }
        return true
    }

    /// What each byte may be, as bits: `host`, `path`, `hex`. A table read a byte at a time
    /// rather than a comparison of ranges: links are many, and this is a tenth of reading one.
    /// Written once, when first used, and only read after that.
    private nonisolated(unsafe) static let classes: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        for byte in 0...255 {
            let byte = UInt8(byte)
            table[Int(byte)] =
                (hostByte(byte) ? host : 0) | (pathByte(byte) ? path : 0) | (hexDigit(byte) ? hex : 0)
        }
        return UnsafePointer(table)
    }()
    private static let host: UInt8 = 1
    private static let path: UInt8 = 2
    private static let hex: UInt8 = 4

    @inline(__always)
    private static func isHostByte(_ byte: UInt8) -> Bool { classes[Int(byte)] & host != 0 }

    @inline(__always)
    private static func isPathByte(_ byte: UInt8) -> Bool { classes[Int(byte)] & path != 0 }

    @inline(__always)
    private static func isHexDigit(_ byte: UInt8) -> Bool { classes[Int(byte)] & hex != 0 }

    private static func hostByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "-"):
            true
        default: false
        }
    }

    /// Unreserved characters, sub-delimiters, `:`, `@`, `/` and `?`.
    private static func pathByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            true
        case UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("),
            UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"),
            UInt8(ascii: "="):
            true
        case UInt8(ascii: ":"), UInt8(ascii: "@"), UInt8(ascii: "/"), UInt8(ascii: "?"):
            true
        default: false
        }
    }

    private static func hexDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"),
            UInt8(ascii: "A")...UInt8(ascii: "F"):
            true
        default: false
        }
    }
}
