/// The namespace URIs of the feed vocabularies Tidings reads.
enum FeedNamespace {
    static let atom10: StaticString = "http://www.w3.org/2005/Atom"
    static let atom03: StaticString = "http://purl.org/atom/ns#"
    static let rss1: StaticString = "http://purl.org/rss/1.0/"
    static let rss090: StaticString = "http://my.netscape.com/rdf/simple/0.9/"
    /// The namespace some RSS 2.0 feeds put their own elements in.
    static let rss2Userland: StaticString = "http://backend.userland.com/rss2"
    static let rdf: StaticString = "http://www.w3.org/1999/02/22-rdf-syntax-ns#"
    static let dublinCore: StaticString = "http://purl.org/dc/elements/1.1/"
    static let dublinCoreTerms: StaticString = "http://purl.org/dc/terms/"
    static let content: StaticString = "http://purl.org/rss/1.0/modules/content/"
    static let media: StaticString = "http://search.yahoo.com/mrss/"
    static let itunes: StaticString = "http://www.itunes.com/dtds/podcast-1.0.dtd"
    static let xhtml: StaticString = "http://www.w3.org/1999/xhtml"
    static let xml: StaticString = "http://www.w3.org/XML/1998/namespace"
}
