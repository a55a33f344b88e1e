public import FoundationEssentials

/// Parses a web page into an `HTMLTree` the way browsers do (the HTML5 tree-construction rules:
/// implied and misnested tags, foreign content, entities), reading nothing from the network.
public protocol HTMLTreeParsing: Sendable {
    /// Parses `page`. `charset` is what the HTTP header named, if anything: a byte-order mark
    /// wins over it, and it wins over the page's own `<meta charset>`; without any, UTF-8.
    func parse(_ page: Data, charset: String?) throws(HTMLTreeError) -> HTMLTree
}

/// How much of a page the parser takes: pages are untrusted, and an HTML bomb must cost bounded
/// time and memory.
public struct HTMLTreeLimits: Sendable, Equatable {
    /// Pages larger than this are refused before parsing.
    public var maxBytes: Int
    /// Nodes past this many are dropped (`HTMLTree.isTruncated`).
    public var maxNodes: Int
    /// Attributes of one element past this many are dropped.
    public var maxAttributesPerElement: Int
    /// Parsing stops taking more of the page after this long (`HTMLTree.cutAt`).
    public var maxParseTime: Duration

    public init(
        maxBytes: Int, maxNodes: Int = 500_000, maxAttributesPerElement: Int = 64,
        maxParseTime: Duration = .seconds(1)
    ) {
        self.maxBytes = maxBytes
        self.maxNodes = maxNodes
        self.maxAttributesPerElement = maxAttributesPerElement
        self.maxParseTime = maxParseTime
    }
}

/// Why a page could not be parsed.
public enum HTMLTreeError: Error, Equatable, CustomStringConvertible {
    /// The page is larger than `HTMLTreeLimits.maxBytes` (its size nil when it was refused
    /// before all of it was read).
    case tooLarge(size: Int?, limit: Int)
    /// The HTML parser (Debian's libmodest) could not be loaded.
    case parserUnavailable(String)
    /// The parser gave up (it ran out of memory).
    case parseFailed(status: UInt32)

    public var description: String {
        switch self {
        case .tooLarge(let size?, let limit):
            "the page is \(size) bytes, over the limit of \(limit) bytes"
        case .tooLarge(nil, let limit):
            "the page is over the limit of \(limit) bytes"
        case .parserUnavailable(let reason):
            "the HTML parser could not be loaded (\(reason)); install Debian's libmodest0"
        case .parseFailed(let status):
            "the HTML parser failed with status \(status) (out of memory?)"
        }
    }
}
