public import FoundationEssentials

/// An author as a feed names them: any of a name, an e-mail address and a web address.
public struct ParsedPerson: Equatable, Sendable {
    public var name: String?
    public var email: String?
    public var url: URL?

    public init(name: String? = nil, email: String? = nil, url: URL? = nil) {
        self.name = name
        self.email = email
        self.url = url
    }
}
