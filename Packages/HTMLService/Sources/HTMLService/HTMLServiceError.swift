/// Why a page could not be read.
public enum HTMLServiceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The page is larger than the limit the caller set.
    case pageTooLarge(size: Int, limit: Int)
    /// libxml2 could not read the page at all.
    case unreadable(reason: String)

    public var description: String {
        switch self {
        case .pageTooLarge(let size, let limit):
            "the page is \(size) bytes, over the limit of \(limit) bytes; raise parser.maxDocumentBytes to read it"
        case .unreadable(let reason):
            "the page could not be read as HTML (\(reason)); check that the address serves an HTML page"
        }
    }
}
