public import FoundationEssentials

/// An OPML file: its head and its outlines (feeds, and folders holding more outlines).
public struct OPMLDocument: Equatable, Sendable {
    /// The version the file declared (`1.0`, `1.1`, `2.0`); `OPMLWriter` always writes 2.0.
    public var version: String
    public var head: OPMLHead
    /// The outlines of the body, in file order.
    public var outlines: [OPMLOutline]

    public init(version: String = "2.0", head: OPMLHead = OPMLHead(), outlines: [OPMLOutline] = []) {
        self.version = version
        self.head = head
        self.outlines = outlines
    }
}

/// The head of an OPML file: each element with its text, in file order.
public struct OPMLHead: Equatable, Sendable {
    public var fields: [OPMLField]

    public init(fields: [OPMLField] = []) {
        self.fields = fields
    }

    /// The text of the first head element named `name` (no namespace); setting nil removes it.
    public subscript(name: String) -> String? {
        get { fields.first { $0.name == name && $0.namespace == nil }?.value }
        set {
            let index = fields.firstIndex { $0.name == name && $0.namespace == nil }
            switch (index, newValue) {
            case (let index?, let value?): fields[index].value = value
            case (let index?, nil): fields.remove(at: index)
            case (nil, let value?): fields.append(OPMLField(name: name, value: value))
            case (nil, nil): break
            }
        }
    }

    public var title: String? {
        get { self["title"] }
        set { self["title"] = newValue }
    }

    /// When the file was created, as written (OPML uses RFC 822 dates).
    public var dateCreated: String? {
        get { self["dateCreated"] }
        set { self["dateCreated"] = newValue }
    }

    public var dateModified: String? {
        get { self["dateModified"] }
        set { self["dateModified"] = newValue }
    }

    public var ownerName: String? {
        get { self["ownerName"] }
        set { self["ownerName"] = newValue }
    }

    public var ownerEmail: String? {
        get { self["ownerEmail"] }
        set { self["ownerEmail"] = newValue }
    }
}

/// One element of the head, such as `<title>My feeds</title>`, or one attribute of an outline.
public struct OPMLField: Equatable, Sendable {
    public var name: String
    /// The namespace URI, for names such as `tidings:starred`; nil for plain names.
    public var namespace: String?
    public var value: String

    public init(name: String, namespace: String? = nil, value: String) {
        self.name = name
        self.namespace = namespace
        self.value = value
    }
}

/// An outline: a feed (it has an `xmlURL`) or a folder (it has children), or both or neither.
public struct OPMLOutline: Equatable, Sendable {
    /// What the outline shows; OPML 2.0 requires it, many files have only `title`.
    public var text: String?
    public var title: String?
    /// Usually `rss` for a feed (also for Atom and JSON feeds), sometimes `link` or `include`.
    public var type: String?
    /// The feed's address (`xmlUrl`).
    public var xmlURL: URL?
    /// The site's address (`htmlUrl`).
    public var htmlURL: URL?
    public var description: String?
    /// The `category` attribute split at commas, each a name or a `/`-separated path.
    public var categories: [String]
    /// Every other attribute, in file order, so that writing the outline back loses nothing.
    /// An `xmlUrl` or `htmlUrl` that is not a URL (an empty one on a folder) stays here too.
    public var attributes: [OPMLField]
    public var children: [OPMLOutline]

    public init(
        text: String? = nil, title: String? = nil, type: String? = nil, xmlURL: URL? = nil,
        htmlURL: URL? = nil,
        description: String? = nil, categories: [String] = [], attributes: [OPMLField] = [],
        children: [OPMLOutline] = []
    ) {
        self.text = text
        self.title = title
        self.type = type
        self.xmlURL = xmlURL
        self.htmlURL = htmlURL
        self.description = description
        self.categories = categories
        self.attributes = attributes
        self.children = children
    }

    /// Each category as its path: `/Tech/Swift` is `["Tech", "Swift"]`, `news` is `["news"]`.
    public var categoryPaths: [[String]] {
        categories.map { $0.split(separator: "/").map { String($0) } }.filter { !$0.isEmpty }
    }

    /// The value of the other attribute `name` (no namespace), or nil.
    public func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name && $0.namespace == nil }?.value
    }
}
