import Foundation

/// One article as a sync server's own API shows it.
public struct ServerArticleState: Sendable, Equatable {
    public var id: Int
    public var read: Bool
    public var starred: Bool
}

extension ServerAPI {
    /// Every article on the server by title, with its id and state, read through the server's
    /// own API (TT-RSS `getHeadlines`, page by page; Fever `items` with the `unread_item_ids`
    /// and `saved_item_ids` lists; the Google Reader API's reading list, with each item's
    /// `read` and `starred` categories). Titles must be unique, as the tests' are.
    public func articleStates() throws -> [String: ServerArticleState] {
        switch server.kind {
        case .ttrss: try tinyTinyRSSStates()
        case .fever, .freshrssFever: try feverStates()
        case .greader: try googleReaderStates()
        }
    }

    /// The whole reading list in one page (the tests' servers hold a few dozen articles); an
    /// article's id is the decimal form of its item id.
    private func googleReaderStates() throws -> [String: ServerArticleState] {
        let text = try greader("stream/contents/user/-/state/com.google/reading-list", query: ["n=10000"])
        let answer = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        var states: [String: ServerArticleState] = [:]
        for item in answer?["items"] as? [[String: Any]] ?? [] {
            guard let title = item["title"] as? String, let long = item["id"] as? String,
                let id = UInt64(long.split(separator: "/").last ?? "", radix: 16)
            else { continue }
            let categories = item["categories"] as? [String] ?? []
            states[title] = ServerArticleState(
                id: Int(truncatingIfNeeded: id),
                read: categories.contains("user/-/state/com.google/read"),
                starred: categories.contains("user/-/state/com.google/starred"))
        }
        return states
    }

    private func tinyTinyRSSStates() throws -> [String: ServerArticleState] {
        var states: [String: ServerArticleState] = [:]
        let session = try ttrssSession()
        var skip = 0
        while true {
            let rows =
                (try ttrss(
                    "getHeadlines", ["feed_id": -4, "view_mode": "all_articles", "limit": 200, "skip": skip],
                    session: session) as? [[String: Any]]) ?? []
            for row in rows {
                guard let title = row["title"] as? String, let id = row["id"] as? Int else { continue }
                states[title] = ServerArticleState(
                    id: id, read: !(row["unread"] as? Bool ?? true), starred: row["marked"] as? Bool ?? false)
            }
            guard rows.count == 200 else { return states }
            skip += rows.count
        }
    }

    /// Fever promises 50 items above a `since_id` but not which 50 (coldsweat returns any), so
    /// every id up to the highest seen is asked for by name, 50 at a time, until nothing is above.
    /// FreshRSS keeps the promise, and its ids (microsecond times) are too sparse to ask for by
    /// name: its pages follow `since_id` alone.
    private func feverStates() throws -> [String: ServerArticleState] {
        var items: [(id: Int, title: String)] = []
        var checked = 0
        while true {
            let above = try feverItems(["since_id=\(checked)"])
            guard let highest = above.map(\.id).max(), highest > checked else { break }
            if server.kind == .freshrssFever {
                items += above
                checked = highest
                continue
            }
            var next = checked + 1
            while next <= highest {
                let window = next...min(next + 49, highest)
                items += try feverItems(["with_ids=" + window.map(String.init).joined(separator: ",")])
                next = window.upperBound + 1
            }
            checked = highest
        }
        let unread = try feverIDs("unread_item_ids")
        let saved = try feverIDs("saved_item_ids")
        var states: [String: ServerArticleState] = [:]
        for item in items {
            states[item.title] = ServerArticleState(
                id: item.id, read: !unread.contains(item.id), starred: saved.contains(item.id))
        }
        return states
    }

    private func feverItems(_ query: [String]) throws -> [(id: Int, title: String)] {
        let answer = try fever(["items"] + query)
        return (answer["items"] as? [[String: Any]] ?? []).compactMap { item in
            guard let id = item["id"] as? Int ?? (item["id"] as? String).flatMap({ Int($0) }),
                let title = item["title"] as? String
            else { return nil }
            return (id, title)
        }
    }

    private func feverIDs(_ list: String) throws -> Set<Int> {
        let text = try fever([list])[list] as? String ?? ""
        return Set(text.split(separator: ",").compactMap { Int($0) })
    }
}
