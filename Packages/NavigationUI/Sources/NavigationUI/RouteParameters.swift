import Foundation
public import LibraryModelLogic
public import TerminalUI

/// Reading typed values out of a matched URL, with errors that name the parameter.
extension RouteMatch {
    /// The article id in `name`.
    public func articleID(_ name: String = "id") throws(RouteError) -> ArticleID {
        guard let text = value(name), let id = ArticleID(text: text) else {
            throw .invalidParameter(
                url: url.absoluteString, reason: "'\(parameters[name] ?? "")' is not an article id")
        }
        return id
    }

    /// The article ids in `name`, separated by commas.
    public func articleIDs(_ name: String = "ids") throws(RouteError) -> [ArticleID] {
        let texts = (value(name) ?? "").split(separator: ",").map(String.init)
        var ids: [ArticleID] = []
        for text in texts {
            guard let id = ArticleID(text: text) else {
                throw .invalidParameter(url: url.absoluteString, reason: "'\(text)' is not an article id")
            }
            ids.append(id)
        }
        guard !ids.isEmpty else {
            throw .invalidParameter(url: url.absoluteString, reason: "name at least one article id")
        }
        return ids
    }

    /// The feed id in `name`.
    public func feedID(_ name: String = "id") throws(RouteError) -> FeedID {
        guard let text = value(name), let id = FeedID(text: text) else {
            throw .invalidParameter(
                url: url.absoluteString, reason: "'\(parameters[name] ?? "")' is not a feed id")
        }
        return id
    }

    /// A positive whole number in `name`, or nil when absent.
    public func positiveInteger(_ name: String) throws(RouteError) -> Int? {
        guard let text = value(name) else { return nil }
        guard let number = Int(text), number > 0 else {
            throw .invalidParameter(
                url: url.absoluteString, reason: "\(name) must be a positive number, not '\(text)'")
        }
        return number
    }

    /// One of `allowed` in `name`, or nil when absent.
    public func choice(_ name: String, in allowed: [String]) throws(RouteError) -> String? {
        guard let text = value(name) else { return nil }
        guard allowed.contains(text) else {
            throw .invalidParameter(
                url: url.absoluteString,
                reason: "\(name) must be one of \(allowed.joined(separator: ", ")), not '\(text)'")
        }
        return text
    }
}
