import UnicodeTextService

/// An extra HTTP header field a feed is fetched with (`X-Api-Key: …`, a site's cookie), written
/// as `Name: value`. Its name is an HTTP token; fields that Tidings sets itself or that would
/// change what the request is (Host, the conditional-request and framing fields, User-Agent,
/// which has a setting of its own) are refused.
public struct FeedHeader: Equatable, Sendable, FeedSettingValue {
    public let name: String
    public let value: String

    /// Names a feed may not set, lowercased.
    static let reserved: Set<String> = [
        "host", "content-length", "transfer-encoding", "connection", "keep-alive", "te", "trailer",
        "upgrade", "proxy-connection", "if-none-match", "if-modified-since", "accept-encoding", "range",
        "user-agent", "expect",
    ]

    /// The field `name: value`; nil when the name is not a token or is reserved, or the value is
    /// empty or holds a control character.
    public init?(name: String, value: String) {
        guard !Self.reserved.contains(name.lowercased()) else { return nil }
        self.init(unreservedName: name, value: value)
    }

    /// The `User-Agent` field a feed's `userAgent` setting sends; nil for a value no header
    /// line may carry.
    public static func userAgent(_ value: String) -> FeedHeader? {
        FeedHeader(unreservedName: "User-Agent", value: value)
    }

    private init?(unreservedName name: String, value: String) {
        let value = WhiteSpace.trimmed(value)
        guard !name.isEmpty, name.utf8.allSatisfy(Self.isTokenByte),
            !value.isEmpty, !value.unicodeScalars.contains(where: Self.isControl)
        else { return nil }
        self.name = name
        self.value = value
    }

    public init?(feedSettingText text: String) {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        self.init(name: WhiteSpace.trimmed(text[..<colon]), value: String(text[text.index(after: colon)...]))
    }

    public var feedSettingText: String { "\(name): \(value)" }
    public static var feedSettingShape: String {
        "a header field as Name: value (not Host, User-Agent or the fields Tidings sets itself)"
    }

    /// Whether `byte` may stand in a field name (RFC 9110's `tchar`).
    static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default: "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }

    /// Whether `scalar` is a control character (C0, DEL or C1), which no header line may carry.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
