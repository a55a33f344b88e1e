import XMLService

/// The vocabulary an element belongs to, from its namespace.
enum FeedVocabulary {
    case rss, atom, rdf, dublinCore, dublinCoreTerms, content, media, itunes, xhtml, other
}

/// Every element the feed reader acts on, across the vocabularies; `unknown` for the rest.
enum FeedTag {
    case unknown
    // RSS 0.9x, 1.0 and 2.0
    case rss, channel, item, title, link, description, guid, pubDate, lastBuildDate, language, author
    case managingEditor, category, comments, enclosure, image, url
    // RDF
    case rdfRoot
    // Atom 1.0 and 0.3
    case feed, entry, atomID, atomTitle, atomSubtitle, atomUpdated, atomPublished, atomIssued, atomModified
    case atomCreated, atomSummary, atomContent, atomLink, atomAuthor, atomName, atomEmail, atomURI
    case atomCategory, atomIcon, atomLogo
    // Dublin Core and DC terms
    case dcCreator, dcDate, dcSubject, dcLanguage, dcTitle, dcDescription
    case termsModified, termsCreated, termsIssued
    // modules
    case contentEncoded
    case mediaContent, mediaThumbnail, mediaGroup, mediaDescription, mediaTitle
    case itunesAuthor, itunesSummary, itunesSubtitle, itunesDuration, itunesImage, itunesTitle, itunesCategory
    case xhtmlDiv
}

/// Maps element names to `FeedTag`s by comparing bytes, without allocating.
struct FeedTagClassifier {
    /// The vocabulary of elements without a namespace: RSS, or Atom for an Atom feed that
    /// forgot its namespace.
    var plainVocabulary = FeedVocabulary.rss
    /// A namespace that is not Atom's but whose root element is `<feed>` (an old draft's, or one
    /// made up): its elements are read as Atom's, as other readers do.
    var atomAlias: [UInt8]?
    /// Whether an RSS element's name is read in any case (`<TiTlE>`, `<PUBDATE>`): iTunes reads a
    /// feed that declares its namespace so, and so does feedparser.
    var rssNamesIgnoreCase = false

    func vocabulary(of uri: XMLBytes?) -> FeedVocabulary {
        guard let uri else { return plainVocabulary }
        if let atomAlias, uri.count == atomAlias.count, uri.buffer.elementsEqual(atomAlias) { return .atom }
        switch uri.count {
        case FeedNamespace.atom10.utf8CodeUnitCount where uri == FeedNamespace.atom10: return .atom
        case FeedNamespace.atom03.utf8CodeUnitCount where uri == FeedNamespace.atom03: return .atom
        case FeedNamespace.rss1.utf8CodeUnitCount where uri == FeedNamespace.rss1: return .rss
        case FeedNamespace.rss090.utf8CodeUnitCount where uri == FeedNamespace.rss090: return .rss
        case FeedNamespace.rss2Userland.utf8CodeUnitCount where uri == FeedNamespace.rss2Userland: return .rss
        case FeedNamespace.rdf.utf8CodeUnitCount where uri == FeedNamespace.rdf: return .rdf
        case FeedNamespace.dublinCore.utf8CodeUnitCount where uri == FeedNamespace.dublinCore:
            return .dublinCore
        case FeedNamespace.dublinCoreTerms.utf8CodeUnitCount where uri == FeedNamespace.dublinCoreTerms:
            return .dublinCoreTerms
        case FeedNamespace.content.utf8CodeUnitCount where uri == FeedNamespace.content: return .content
        case FeedNamespace.media.utf8CodeUnitCount where uri == FeedNamespace.media: return .media
        case FeedNamespace.xhtml.utf8CodeUnitCount where uri == FeedNamespace.xhtml: return .xhtml
        default:
            // Apple's own documents spell it `…/DTDs/Podcast-1.0.dtd`; feeds copy either.
            return uri.equalsIgnoringASCIICase(FeedNamespace.itunes) ? .itunes : .other
        }
    }

    func classify(_ name: XMLName) -> FeedTag {
        if name.namespaceURI == nil, let prefix = name.undeclaredPrefix {
            guard let vocabulary = Self.conventionalVocabulary(of: prefix) else { return .unknown }
            return classify(name.localName, in: vocabulary)
        }
        return classify(name.localName, in: vocabulary(of: name.namespaceURI))
    }

    /// The vocabulary a prefix stands for by convention, for an element whose prefix the document
    /// never declared (`<itunes:author>` without `xmlns:itunes`, or `<ITUNES:AUTHOR>`, whose
    /// prefix is another one to XML); nil for another prefix.
    static func conventionalVocabulary(of prefix: XMLBytes) -> FeedVocabulary? {
        if prefix.equalsIgnoringASCIICase("itunes") { return .itunes }
        if prefix == "dc" { return .dublinCore }
        if prefix == "dcterms" { return .dublinCoreTerms }
        if prefix == "content" { return .content }
        if prefix == "media" { return .media }
        if prefix == "atom" { return .atom }
        return nil
    }

    private func classify(_ local: XMLBytes, in vocabulary: FeedVocabulary) -> FeedTag {
        switch vocabulary {
        case .rss:
            let tag = rssTag(local)
            return tag == .unknown && rssNamesIgnoreCase ? rssTagIgnoringCase(local) : tag
        case .atom: return atomTag(local)
        case .rdf: return local == "RDF" ? .rdfRoot : .unknown
        case .dublinCore: return dublinCoreTag(local)
        case .dublinCoreTerms: return termsTag(local)
        case .content: return local == "encoded" ? .contentEncoded : .unknown
        case .media: return mediaTag(local)
        case .itunes: return itunesTag(local)
        case .xhtml: return local == "div" ? .xhtmlDiv : .unknown
        case .other: return .unknown
        }
    }

    private func rssTag(_ local: XMLBytes) -> FeedTag {
        switch local.count {
        case 3:
            if local == "rss" { return .rss }
            if local == "url" { return .url }
        case 4:
            if local == "item" { return .item }
            if local == "link" { return .link }
            if local == "guid" { return .guid }
        case 5:
            if local == "title" { return .title }
            if local == "image" { return .image }
        case 6:
            if local == "author" { return .author }
        case 7:
            if local == "channel" { return .channel }
            if local == "pubDate" { return .pubDate }
        case 8:
            if local == "language" { return .language }
            if local == "category" { return .category }
            if local == "comments" { return .comments }
        case 9:
            if local == "enclosure" { return .enclosure }
        case 11:
            if local == "description" { return .description }
        case 13:
            if local == "lastBuildDate" { return .lastBuildDate }
        case 14:
            if local == "managingEditor" { return .managingEditor }
        default:
            break
        }
        return .unknown
    }

    /// `rssTag` for a name in any case.
    private func rssTagIgnoringCase(_ local: XMLBytes) -> FeedTag {
        let names: [(StaticString, FeedTag)] = [
            ("rss", .rss), ("url", .url), ("item", .item), ("link", .link), ("guid", .guid),
            ("title", .title),
            ("image", .image), ("author", .author), ("channel", .channel), ("pubdate", .pubDate),
            ("language", .language), ("category", .category), ("comments", .comments),
            ("enclosure", .enclosure), ("description", .description), ("lastbuilddate", .lastBuildDate),
            ("managingeditor", .managingEditor),
        ]
        for (name, tag) in names where name.utf8CodeUnitCount == local.count {
            if local.equalsIgnoringASCIICase(name) { return tag }
        }
        return .unknown
    }

    private func atomTag(_ local: XMLBytes) -> FeedTag {
        switch local.count {
        case 2:
            if local == "id" { return .atomID }
        case 3:
            if local == "uri" || local == "url" { return .atomURI }
        case 4:
            if local == "feed" { return .feed }
            if local == "link" { return .atomLink }
            if local == "name" { return .atomName }
            if local == "icon" { return .atomIcon }
            if local == "logo" { return .atomLogo }
        case 5:
            if local == "entry" { return .entry }
            if local == "title" { return .atomTitle }
            if local == "email" { return .atomEmail }
        case 6:
            if local == "author" { return .atomAuthor }
            if local == "issued" { return .atomIssued }
        case 7:
            if local == "updated" { return .atomUpdated }
            if local == "summary" { return .atomSummary }
            if local == "content" { return .atomContent }
            if local == "tagline" { return .atomSubtitle }
            if local == "created" { return .atomCreated }
        case 8:
            if local == "subtitle" { return .atomSubtitle }
            if local == "modified" { return .atomModified }
            if local == "category" { return .atomCategory }
        case 9:
            if local == "published" { return .atomPublished }
        default:
            break
        }
        return .unknown
    }

    private func dublinCoreTag(_ local: XMLBytes) -> FeedTag {
        if local == "creator" { return .dcCreator }
        if local == "date" { return .dcDate }
        if local == "subject" { return .dcSubject }
        if local == "language" { return .dcLanguage }
        if local == "title" { return .dcTitle }
        if local == "description" { return .dcDescription }
        return .unknown
    }

    private func termsTag(_ local: XMLBytes) -> FeedTag {
        if local == "modified" { return .termsModified }
        if local == "created" { return .termsCreated }
        if local == "issued" { return .termsIssued }
        return dublinCoreTag(local)
    }

    private func mediaTag(_ local: XMLBytes) -> FeedTag {
        if local == "content" { return .mediaContent }
        if local == "thumbnail" { return .mediaThumbnail }
        if local == "group" { return .mediaGroup }
        if local == "description" { return .mediaDescription }
        if local == "title" { return .mediaTitle }
        return .unknown
    }

    /// iTunes names in any case: podcast tools write `itunes:Author` and `itunes:AUTHOR` too.
    private func itunesTag(_ local: XMLBytes) -> FeedTag {
        if local.equalsIgnoringASCIICase("author") { return .itunesAuthor }
        if local.equalsIgnoringASCIICase("summary") { return .itunesSummary }
        if local.equalsIgnoringASCIICase("subtitle") { return .itunesSubtitle }
        if local.equalsIgnoringASCIICase("duration") { return .itunesDuration }
        if local.equalsIgnoringASCIICase("image") { return .itunesImage }
        if local.equalsIgnoringASCIICase("title") { return .itunesTitle }
        if local.equalsIgnoringASCIICase("category") { return .itunesCategory }
        return .unknown
    }
}
