public import FoundationEssentials
import UnicodeTextService

/// A URL pattern such as `tidings://articles/{id}`: a scheme, a host and path segments, some of
/// them `{named}` parameters. Query items are passed through as parameters too. A template names
/// one screen, so two patterns are equal when their templates are.
public struct RoutePattern: Equatable, Sendable, CustomStringConvertible {
    public let template: String
    private let listQueryKeys: @Sendable () -> [String]
    private let scheme: String
    private let host: String
    private let segments: [String]

    /// The query keys the screen understands, for documentation and error messages.
    public var queryKeys: [String] { listQueryKeys() }

    public init(_ template: String, query queryKeys: [String] = []) {
        self.init(template, queryKeys: { queryKeys })
    }

    /// A pattern whose query keys are listed only when asked for: matching a URL and opening
    /// its screen never ask.
    public init(_ template: String, queryKeys: @escaping @Sendable () -> [String]) {
        self.template = template
        listQueryKeys = queryKeys
        var rest = Substring(template)
        if let colon = template.utf8.firstIndex(of: UInt8(ascii: ":")),
            template.utf8[colon...].starts(with: "://".utf8)
        {
            scheme = String(template[..<colon])
            rest = template[template.utf8.index(colon, offsetBy: 3)...]
        } else {
            scheme = ""
        }
        let parts = rest.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        host = parts.first ?? ""
        segments = Array(parts.dropFirst())
    }

    public static func == (left: RoutePattern, right: RoutePattern) -> Bool {
        left.template == right.template
    }

    /// The names of the `{named}` path segments.
    public var pathParameters: [String] {
        segments.filter { $0.hasPrefix("{") && $0.hasSuffix("}") }.map { String($0.dropFirst().dropLast()) }
    }

    /// The pattern as written, with its query keys: `tidings://search?q=`.
    public var description: String {
        queryKeys.isEmpty ? template : template + "?" + queryKeys.map { "\($0)=" }.joined(separator: "&")
    }

    /// The parameters `url` gives this pattern, or nil when it does not match.
    public func match(_ url: URL) -> RouteMatch? {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
            components.scheme?.lowercased() == scheme, (components.host ?? "").lowercased() == host
        else { return nil }
        let path = components.percentEncodedPath.split(separator: "/", omittingEmptySubsequences: true).map {
            PercentEncoding.decode($0) ?? String($0)
        }
        guard path.count == segments.count else { return nil }
        var parameters: [String: String] = [:]
        for (segment, value) in zip(segments, path) {
            if segment.hasPrefix("{") && segment.hasSuffix("}") {
                parameters[String(segment.dropFirst().dropLast())] = value
            } else if segment != value {
                return nil
            }
        }
        for item in components.queryItems ?? [] where parameters[item.name] == nil {
            parameters[item.name] = item.value ?? ""
        }
        return RouteMatch(pattern: self, url: url, parameters: parameters)
    }

    /// The URL of this pattern with `parameters` filled in; path parameters replace their
    /// `{placeholders}` and the others become query items.
    public func url(_ parameters: [String: String] = [:]) -> URL {
        var path = segments
        var remaining = parameters
        for (index, segment) in segments.enumerated() where segment.hasPrefix("{") && segment.hasSuffix("}") {
            let name = String(segment.dropFirst().dropLast())
            path[index] = remaining.removeValue(forKey: name) ?? ""
        }
        var components = URLComponents()
        components.scheme = scheme
        components.host = host
        components.path = path.isEmpty ? "" : "/" + path.joined(separator: "/")
        let known =
            queryKeys.filter { remaining[$0] != nil }
            + remaining.keys.filter { !queryKeys.contains($0) }.sorted()
        if !known.isEmpty {
            components.queryItems = known.map { URLQueryItem(name: $0, value: remaining[$0]) }
        }
        return components.url ?? URL(fileURLWithPath: "/")
    }
}

/// A URL matched against a pattern, with its parameters.
public struct RouteMatch: Equatable, Sendable {
    public let pattern: RoutePattern
    public let url: URL
    public let parameters: [String: String]

    /// The parameter `name`, nil when absent or empty.
    public func value(_ name: String) -> String? {
        guard let value = parameters[name], !value.isEmpty else { return nil }
        return value
    }
}

/// Why a URL could not be opened.
public enum RouteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No screen answers the URL; the known patterns are listed.
    case unknown(String, known: [String])
    /// A screen answers the URL but a parameter is wrong.
    case invalidParameter(url: String, reason: String)

    public var description: String {
        switch self {
        case .unknown(let url, let known):
            "no screen answers \(url); the routes are: \(known.joined(separator: ", "))"
        case .invalidParameter(let url, let reason):
            "\(url): \(reason)"
        }
    }
}

/// Builds screens from URLs. Each screen registers the pattern it answers and a closure that
/// builds it from the matched URL; the router itself knows no screen.
///
/// A screen with keys declares them by its type (an ``ActionScreen``'s `Action`): registering
/// it records its actions here, so the screens a run registers are the ones a person's key
/// bindings are checked against and the README's key table lists, with no list kept by hand.
@MainActor
public final class Router {
    public typealias Builder = @MainActor (RouteMatch) throws(RouteError) -> ViewController

    private var routes: [(pattern: RoutePattern, build: Builder)] = []

    /// The actions of every registered screen that has keys, one table per screen name, in
    /// registration order.
    public private(set) var actionTables: [any ActionTableDescribing] = []

    public init() {}

    /// Makes `pattern` open the screen `build` returns.
    public func register<Screen: ViewController>(
        _ pattern: RoutePattern, build: @escaping @MainActor (RouteMatch) throws(RouteError) -> Screen
    ) {
        routes.append((pattern, { match throws(RouteError) in try build(match) }))
    }

    /// Makes `pattern` open the screen `build` returns, a screen with keys: its actions are
    /// recorded with it. The compiler picks this overload by the screen's type, so registering
    /// never asks the runtime whether a type has keys (each such question scans every
    /// conformance record of the executable).
    public func register<Screen: ActionScreen>(
        _ pattern: RoutePattern, build: @escaping @MainActor (RouteMatch) throws(RouteError) -> Screen
    ) {
        let table = Screen.actionTable
        if !actionTables.contains(where: { $0.screen == table.screen }) { actionTables.append(table) }
        routes.append((pattern, { match throws(RouteError) in try build(match) }))
    }

    /// Every registered pattern, in registration order.
    public var patterns: [RoutePattern] { routes.map(\.pattern) }

    /// The screen for `text`, which must be a URL a registered pattern matches.
    public func controller(for text: String) throws(RouteError) -> ViewController {
        guard let url = URL(string: text) else { throw .unknown(text, known: patterns.map(\.description)) }
        for route in routes {
            if let match = route.pattern.match(url) { return try route.build(match) }
        }
        throw .unknown(text, known: patterns.map(\.description))
    }

    /// The screen for a URL already matched against its pattern: nothing is parsed again.
    public func controller(for match: RouteMatch) throws(RouteError) -> ViewController {
        guard let route = routes.first(where: { $0.pattern == match.pattern }) else {
            throw .unknown(match.url.absoluteString, known: patterns.map(\.description))
        }
        return try route.build(match)
    }
}
