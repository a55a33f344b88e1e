import FoundationEssentials
public import LibraryModelLogic

/// The rules by which a refreshed item meets the stored articles of its feed. Both article
/// implementations apply them, so they behave the same.
public enum ArticleMerging {
    /// Characters of plain text kept as an article's preview.
    public static let previewLength = 240

    /// What to do with one incoming item.
    public enum Decision: Equatable, Sendable {
        /// New: store it.
        case insert
        /// Known, and its text changed: update the text, keep read and starred.
        case update(ArticleID)
        /// Known and unchanged, or purged by retention: leave it alone.
        case keep(ArticleID)
    }

    /// Decides, for each incoming item in order, whether it is new, changed or known.
    ///
    /// An item is identified by its guid when it has one; an item without a guid by its link,
    /// or by a stored guid equal to that link (newsboat, and articles imported from it, store the
    /// link as the guid of an item that has none), or else by the link of a stored item that has
    /// a guid (a sync server that hands over no guid, such as the Google Reader API, brings an
    /// article the feed's own refresh stored before); an item with neither by the hash of its
    /// content. Two items in one batch that identify the same way count once (the first wins), so
    /// a feed listing an item twice adds it once.
    public static func decide(_ incoming: [IncomingArticle], existing: [StoredIdentity]) -> [Decision?] {
        var byGuid: [String: StoredIdentity] = [:]
        var byLink: [String: StoredIdentity] = [:]
        var byHash: [Int64: StoredIdentity] = [:]
        var byLinkOfGuided: [String: StoredIdentity] = [:]
        // Of two stored articles with one identity, the newer (the higher id) is the one met,
        // in whatever order they were listed.
        func keep(_ identity: StoredIdentity, over held: StoredIdentity?) -> StoredIdentity {
            guard let held, held.id.rawValue > identity.id.rawValue else { return identity }
            return held
        }
        for identity in existing {
            if let guid = identity.guid {
                byGuid[guid] = keep(identity, over: byGuid[guid])
                if let link = identity.linkAddress {
                    byLinkOfGuided[link] = keep(identity, over: byLinkOfGuided[link])
                }
            } else if let link = identity.linkAddress {
                byLink[link] = keep(identity, over: byLink[link])
            } else {
                byHash[identity.contentHash] = keep(identity, over: byHash[identity.contentHash])
            }
        }
        var seenKeys: Set<String> = []
        return incoming.map { item -> Decision? in
            let key = identityKey(of: item)
            guard seenKeys.insert(key).inserted else { return nil }
            let match: StoredIdentity?
            if let guid = item.guid {
                match = byGuid[guid]
            } else if let link = item.link?.absoluteString {
                match = byLink[link] ?? byGuid[link] ?? byLinkOfGuided[link]
            } else {
                match = byHash[item.contentHash]
            }
            guard let match else { return .insert }
            if match.isPurged || match.contentHash == item.contentHash { return .keep(match.id) }
            return .update(match.id)
        }
    }

    /// What a stored article must have for `decide` to match it with one of `incoming`: a guid
    /// among `guids` (the incoming guids, and the links of incoming items without one), a link
    /// among `links` (the links of incoming items without a guid), or, with neither, a content
    /// hash among `contentHashes` (of the incoming items with neither). A store asks only for
    /// those, not for every article of the feed.
    public static func candidates(_ incoming: [IncomingArticle]) -> (
        guids: Set<String>, links: Set<String>, contentHashes: Set<Int64>
    ) {
        var (guids, links, contentHashes) = (Set<String>(), Set<String>(), Set<Int64>())
        for item in incoming {
            if let guid = item.guid {
                guids.insert(guid)
            } else if let link = item.link?.absoluteString {
                guids.insert(link)
                links.insert(link)
            } else {
                contentHashes.insert(item.contentHash)
            }
        }
        return (guids, links, contentHashes)
    }

    /// The key under which an item is identified within its feed.
    public static func identityKey(of item: IncomingArticle) -> String {
        if let guid = item.guid { return "g:\(guid)" }
        if let link = item.link?.absoluteString { return "l:\(link)" }
        return "h:\(item.contentHash)"
    }
}
