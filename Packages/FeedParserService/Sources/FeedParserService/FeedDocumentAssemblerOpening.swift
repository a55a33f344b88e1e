import FoundationEssentials
import XMLService

/// Opening elements: what each element starts, by the scope it appears in, and the elements read
/// from their attributes alone.
extension FeedDocumentAssembler {

    mutating func open(_ tag: FeedTag, name: XMLName, attributes: XMLAttributes, in scope: Scope) -> Scope {
        switch scope {
        case .document:
            return openRoot(tag, name: name, attributes: attributes)
        case .rssRoot:
            if tag == .channel { return .channel }
            return tag == .item ? beginItem(attributes) : .skip
        case .rdfRoot:
            if name.namespaceURI.map({ $0 == FeedNamespace.rss090 }) == true { format = .rss09 }
            switch tag {
            case .channel: return .channel
            case .item: return beginItem(attributes)
            case .image: return .image
            default: return .skip
            }
        case .channel:
            return openInChannel(tag, attributes: attributes)
        case .item:
            return openInItem(tag, attributes: attributes)
        case .media:
            return openInMedia(tag, attributes: attributes)
        case .image:
            return tag == .url ? beginField(tag, owner: .image, mode: .plain) : .skip
        case .person:
            switch tag {
            case .atomName, .atomEmail, .atomURI: return beginField(tag, owner: .person, mode: .plain)
            default: return .skip
            }
        case .itunesCategory:
            return tag == .itunesCategory ? openItunesCategory(attributes) : .skip
        case .field, .skip:
            return .skip
        }
    }

    /// An `itunes:category`: its `text` is a category of the item or, outside items, of the
    /// feed; subcategories nest inside it and count too.
    mutating func openItunesCategory(_ attributes: XMLAttributes) -> Scope {
        if let text = nonEmpty(attributes.value("text")?.string) {
            if inItem { item.addCategory(text) } else { feed.lists.addCategory(text) }
        }
        return .itunesCategory
    }

    mutating func openRoot(_ tag: FeedTag, name: XMLName, attributes: XMLAttributes) -> Scope {
        let version = attributes.value("version")?.string
        feed.languageFallback = attributes.value("lang", namespace: FeedNamespace.xml)?.string
        switch tag {
        case .rss:
            format = (version ?? "").hasPrefix("0.9") ? .rss09 : .rss2
            return .rssRoot
        case .rdfRoot:
            format = .rss1
            return .rdfRoot
        case .feed:
            format = name.namespaceURI.map({ $0 == FeedNamespace.atom03 }) == true ? .atom03 : .atom10
            return .channel
        case .entry:
            // A standalone Atom entry document: a feed of that one entry, as feedparser and
            // feed-rs read it.
            format = name.namespaceURI.map({ $0 == FeedNamespace.atom03 }) == true ? .atom03 : .atom10
            return beginItem(attributes)
        default:
            if name.namespaceURI == nil && name.localName == "feed" {
                classifier.plainVocabulary = .atom
                format = version == "0.3" ? .atom03 : .atom10
                return .channel
            }
            if let namespace = name.namespaceURI, name.localName == "feed" {
                classifier.atomAlias = Array(namespace.buffer)
                format = version == "0.3" ? .atom03 : .atom10
                notes.append(
                    "the root <feed> is in the namespace \(namespace.string), not Atom's; it was read as Atom"
                )
                return .channel
            }
            foreignRoot = name.localName.string
            return .skip
        }
    }

    mutating func openInChannel(_ tag: FeedTag, attributes: XMLAttributes) -> Scope {
        switch tag {
        case .item, .entry:
            return beginItem(attributes)
        case .image:
            return .image
        case .atomAuthor:
            person = PersonDraft(owner: .feed)
            inPerson = true
            return .person
        case .atomLink:
            channelLink(attributes)
            return .skip
        case .itunesImage:
            if let href = attributes.value("href").flatMap({ resolve($0.string) }) {
                feed.logoFallback = feed.logoFallback ?? href
            }
            return .skip
        case .itunesCategory:
            return openItunesCategory(attributes)
        case .atomCategory:
            if let term = nonEmpty(attributes.value("term")?.string ?? attributes.value("label")?.string) {
                feed.lists.addCategory(term)
            }
            return .skip
        case .atomTitle, .atomSubtitle:
            return beginField(tag, owner: .feed, mode: atomMode(attributes) ?? .plain)
        case .title, .link, .description, .language, .pubDate, .lastBuildDate, .managingEditor, .dcCreator,
            .dcDate, .dcLanguage, .dcTitle, .dcDescription, .atomUpdated, .atomModified, .atomIcon, .atomLogo,
            .itunesAuthor, .itunesSummary, .itunesSubtitle, .itunesTitle, .termsModified, .category,
            .dcSubject:
            return beginField(tag, owner: .feed, mode: .plain)
        default:
            return .skip
        }
    }

    mutating func openInItem(_ tag: FeedTag, attributes: XMLAttributes) -> Scope {
        switch tag {
        case .atomAuthor:
            person = PersonDraft(owner: .item)
            inPerson = true
            return .person
        case .atomLink:
            itemLink(attributes)
            return .skip
        case .enclosure:
            if let url = attributes.value("url").flatMap({ resolve($0.string) }) {
                item.addEnclosure(
                    ParsedEnclosure(
                        url: url, mimeType: nonEmpty(attributes.value("type")?.string),
                        length: attributes.value("length").flatMap { Int64(CapturedText.trim($0.string)) }))
            }
            return .skip
        case .mediaContent:
            mediaContent(attributes)
            return .media
        case .mediaGroup:
            return .media
        case .mediaThumbnail:
            thumbnail(attributes, name: "url")
            return .skip
        case .itunesImage:
            thumbnail(attributes, name: "href")
            return .skip
        case .atomCategory:
            if let term = nonEmpty(attributes.value("term")?.string ?? attributes.value("label")?.string) {
                item.addCategory(term)
            }
            return .skip
        case .itunesCategory:
            return openItunesCategory(attributes)
        case .guid:
            let scope = beginField(tag, owner: .item, mode: .plain)
            field?.notPermaLink =
                attributes.value("isPermaLink").map { $0 == "false" || $0 == "False" } == true
            return scope
        case .description, .contentEncoded:
            return beginField(tag, owner: .item, mode: .html)
        case .mediaDescription:
            return beginField(
                tag, owner: .item, mode: attributes.value("type")?.string == "html" ? .html : .plain)
        case .atomTitle, .atomSummary:
            return beginField(tag, owner: .item, mode: atomMode(attributes) ?? .plain)
        case .atomContent:
            guard attributes.value("src") == nil, let mode = atomMode(attributes) else { return .skip }
            return beginField(tag, owner: .item, mode: mode)
        case .title, .link, .pubDate, .author, .category, .comments, .dcCreator, .dcDate, .dcSubject,
            .dcTitle,
            .dcDescription, .atomID, .atomUpdated, .atomPublished, .atomIssued, .atomModified, .atomCreated,
            .termsModified, .termsCreated, .termsIssued, .itunesAuthor, .itunesSummary, .itunesSubtitle,
            .itunesDuration, .itunesTitle, .mediaTitle:
            return beginField(tag, owner: .item, mode: .plain)
        default:
            return .skip
        }
    }

    mutating func openInMedia(_ tag: FeedTag, attributes: XMLAttributes) -> Scope {
        switch tag {
        case .mediaContent:
            mediaContent(attributes)
            return .media
        case .mediaThumbnail:
            thumbnail(attributes, name: "url")
            return .skip
        case .mediaDescription:
            return beginField(
                tag, owner: .media, mode: attributes.value("type")?.string == "html" ? .html : .plain)
        case .mediaTitle:
            return beginField(tag, owner: .media, mode: .plain)
        default:
            return .skip
        }
    }

    func atomMode(_ attributes: XMLAttributes) -> TextMode? {
        TextMode.atom(type: attributes.value("type")?.string, mode: attributes.value("mode")?.string)
    }

    mutating func beginItem(_ attributes: XMLAttributes) -> Scope {
        if item.hasValues { item = ItemDraft(listLimit: limits.maxEntriesPerList) }
        item.about = nonEmpty(attributes.value("about", namespace: FeedNamespace.rdf)?.string)
        inItem = true
        alternateLinkIsHTML = false
        return .item
    }

    mutating func beginField(_ tag: FeedTag, owner: FieldCapture.Owner, mode: TextMode) -> Scope {
        field = FieldCapture(tag: tag, owner: owner, mode: mode, depth: depth)
        text.removeAll(keepingCapacity: true)
        if case .xhtml = mode { captureMode = .escaped } else { captureMode = .raw }
        return .field
    }

    // MARK: attribute-only elements

    mutating func channelLink(_ attributes: XMLAttributes) {
        let rel = attributes.value("rel")
        let isAlternate = rel.map { $0 == "alternate" } ?? true
        guard isAlternate || rel.map({ $0 == "self" }) == true, let href = attributes.value("href") else {
            return
        }
        if isAlternate {
            let isHTML = attributes.value("type").map { $0 == "text/html" } ?? true
            if feed.homeURL == nil || (isHTML && !homeURLIsHTML), let url = resolve(href.string) {
                feed.homeURL = url
                homeURLIsHTML = isHTML
            }
        } else if feed.feedURL == nil {
            feed.feedURL = resolve(href.string)
        }
    }

    mutating func itemLink(_ attributes: XMLAttributes) {
        guard let href = attributes.value("href") else { return }
        let rel = attributes.value("rel")
        if rel.map({ $0 == "alternate" }) ?? true {
            let isHTML = attributes.value("type").map { $0 == "text/html" } ?? true
            guard item.alternateLink == nil || (isHTML && !alternateLinkIsHTML) else { return }
            let text = CapturedText.trim(href.string)
            guard let address = resolvedAddress(text) else { return }
            item.alternateLink = address
            item.alternateLinkText = text
            alternateLinkIsHTML = isHTML
        } else if rel.map({ $0 == "enclosure" }) == true, let url = resolve(href.string) {
            item.addEnclosure(
                ParsedEnclosure(
                    url: url, mimeType: nonEmpty(attributes.value("type")?.string),
                    length: attributes.value("length").flatMap { Int64(CapturedText.trim($0.string)) }))
        } else if rel.map({ $0 == "replies" }) == true, item.commentsURL == nil {
            item.commentsURL = resolve(href.string)
        }
    }

    mutating func mediaContent(_ attributes: XMLAttributes) {
        guard let url = attributes.value("url").flatMap({ resolve($0.string) }) else { return }
        item.addEnclosure(
            ParsedEnclosure(
                url: url, mimeType: nonEmpty(attributes.value("type")?.string),
                length: attributes.value("fileSize").flatMap { Int64(CapturedText.trim($0.string)) }))
        if item.duration == nil,
            let seconds = attributes.value("duration").flatMap({ Double(CapturedText.trim($0.string)) })
        {
            item.duration = seconds
        }
    }

    mutating func thumbnail(_ attributes: XMLAttributes, name: StaticString) {
        guard let url = attributes.value(name).flatMap({ resolve($0.string) }) else { return }
        if item.imageURL == nil { item.imageURL = url }
    }

    // MARK: markup inside fields

    mutating func startMarkup(_ name: XMLName, attributes: XMLAttributes) {
        guard let capture = field else { return }
        switch capture.mode {
        case .plain, .base64:
            return
        case .html:
            writeStartTag(name, attributes: attributes)
        case .xhtml:
            if capture.wrapperDepth == nil, depth == capture.depth + 1, name.localName == "div",
                name.namespaceURI.map({ $0 == FeedNamespace.xhtml }) == true
            {
                field?.wrapperDepth = depth
            } else {
                writeStartTag(name, attributes: attributes)
            }
        }
    }

    mutating func endMarkup(_ name: XMLName, capture: FieldCapture) {
        switch capture.mode {
        case .plain, .base64:
            return
        case .html, .xhtml:
            if capture.wrapperDepth == depth || VoidElements.contains(name.localName) { return }
            writeEndTag(name)
        }
    }
}
