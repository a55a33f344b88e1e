public import FilterLogic
public import FoundationEssentials
public import LibraryModelLogic

/// Why a URL's parameter could not be read: one sentence naming the parameter.
public struct RouteFieldError: Error, Equatable, Sendable {
    public let reason: String

    public init(_ reason: String) {
        self.reason = reason
    }
}

/// Where a field keeps its value inside the parameters.
public typealias FieldPath<Root, Value> = any WritableKeyPath<Root, Value> & Sendable

/// One parameter of a route, read from a URL into a typed value and written back: the parser
/// and the printer are declared together, so they cannot drift.
public struct RouteField<Root>: Sendable {
    public typealias Reader = @Sendable (_ text: String?, _ root: Root) throws(RouteFieldError) -> Root
    public typealias Writer = @Sendable (_ root: Root) -> String?

    /// The parameter's name in the URL: a `{path}` segment or a query key.
    public let name: String
    /// The value with the parameter's text (nil when absent or empty) read into it.
    public let read: Reader
    /// The parameter's text for the value, or nil to leave it out of the URL.
    public let write: Writer

    public init(_ name: String, read: @escaping Reader, write: @escaping Writer) {
        self.name = name
        self.read = read
        self.write = write
    }
}

extension RouteField where Root: RouteParameters {
    /// Free text, absent when nil.
    public static func text(_ name: String, _ path: FieldPath<Root, String?>) -> Self {
        Self(name, read: { text, root in root.setting(path, to: text) }, write: { $0[keyPath: path] })
    }

    /// Free text, empty when absent, and left out of the URL when empty.
    public static func text(_ name: String, _ path: FieldPath<Root, String>) -> Self {
        Self(
            name, read: { text, root in root.setting(path, to: text ?? "") },
            write: { root in root[keyPath: path].isEmpty ? nil : root[keyPath: path] })
    }

    /// Free text that must be there; `missing` says what to give (`name the feed as feed=`).
    public static func required(
        _ name: String, _ path: FieldPath<Root, String>, missing: String
    ) -> Self {
        Self(
            name,
            read: { text, root throws(RouteFieldError) in
                guard let text else { throw RouteFieldError(missing) }
                return root.setting(path, to: text)
            }, write: { $0[keyPath: path] })
    }

    /// Values separated by commas (`tag=news,swift`), absent when empty.
    public static func list(_ name: String, _ path: FieldPath<Root, [String]>) -> Self {
        Self(
            name,
            read: { text, root in
                root.setting(path, to: (text ?? "").split(separator: ",").map(String.init))
            },
            write: { root in
                let values = root[keyPath: path]
                return values.isEmpty ? nil : values.joined(separator: ",")
            })
    }

    /// An expression in the filter language, absent when nil; a wrong one is refused with its
    /// column (`match: column 9: expected a value after '=~'`).
    public static func expression(_ name: String, _ path: FieldPath<Root, FilterExpression?>) -> Self {
        Self(
            name,
            read: { text, root throws(RouteFieldError) in
                guard let text else { return root }
                do {
                    return root.setting(path, to: try FilterExpression(parsing: text))
                } catch {
                    throw RouteFieldError("\(name): \(error)")
                }
            }, write: { $0[keyPath: path]?.source })
    }

    /// A whole number above zero, absent when nil.
    public static func positiveInteger(_ name: String, _ path: FieldPath<Root, Int?>) -> Self {
        Self(
            name,
            read: { text, root throws(RouteFieldError) in
                guard let text else { return root }
                guard let number = Int(text), number > 0 else {
                    throw RouteFieldError("\(name) must be a positive number, not '\(text)'")
                }
                return root.setting(path, to: number)
            }, write: { $0[keyPath: path].map(String.init) })
    }

    /// One of a fixed set of words; `fallback` when absent, and left out of the URL when it is.
    public static func choice<Value: RawRepresentable & CaseIterable & Equatable & Sendable>(
        _ name: String, _ path: FieldPath<Root, Value>, fallback: Value
    ) -> Self where Value.RawValue == String {
        Self(
            name,
            read: { text, root throws(RouteFieldError) in
                guard let text else { return root }
                return root.setting(path, to: try Self.member(of: Value.self, named: name, text: text))
            },
            write: { root in
                let value = root[keyPath: path]
                return value == fallback ? nil : value.rawValue
            })
    }

    /// One of a fixed set of words, which must be there.
    public static func choice<Value: RawRepresentable & CaseIterable & Sendable>(
        _ name: String, _ path: FieldPath<Root, Value>
    ) -> Self where Value.RawValue == String {
        Self(
            name,
            read: { text, root throws(RouteFieldError) in
                guard let text else {
                    let words = Value.allCases.map { "\(name)=\($0.rawValue)" }
                    throw RouteFieldError("say which with \(words.joined(separator: ", "))")
                }
                return root.setting(path, to: try Self.member(of: Value.self, named: name, text: text))
            }, write: { $0[keyPath: path].rawValue })
    }

    /// A row's identifier, which must be there; `noun` names what it identifies.
    public static func identifier<Entity>(
        _ name: String, _ path: FieldPath<Root, Identifier<Entity>>, noun: String
    ) -> Self {
        Self(
            name,
            read: { text, root throws(RouteFieldError) in
                guard let text, let id = Identifier<Entity>(text: text) else {
                    throw RouteFieldError("'\(text ?? "")' is not \(Self.withArticle(noun)) id")
                }
                return root.setting(path, to: id)
            }, write: { $0[keyPath: path].description })
    }

    /// Identifiers separated by commas, at least one.
    public static func identifiers<Entity>(
        _ name: String, _ path: FieldPath<Root, [Identifier<Entity>]>, noun: String
    ) -> Self {
        Self(
            name,
            read: { text, root throws(RouteFieldError) in
                var ids: [Identifier<Entity>] = []
                for word in (text ?? "").split(separator: ",") {
                    guard let id = Identifier<Entity>(text: String(word)) else {
                        throw RouteFieldError("'\(word)' is not \(Self.withArticle(noun)) id")
                    }
                    ids.append(id)
                }
                guard !ids.isEmpty else { throw RouteFieldError("name at least one \(noun) id") }
                return root.setting(path, to: ids)
            }, write: { $0[keyPath: path].map(\.description).joined(separator: ",") })
    }

    /// An ISO 8601 time, absent when nil.
    public static func time(_ name: String, _ path: FieldPath<Root, Date?>) -> Self {
        Self(
            name,
            read: { text, root throws(RouteFieldError) in
                guard let text else { return root }
                guard let date = try? Date(text, strategy: .iso8601) else {
                    throw RouteFieldError(
                        "\(name) must be an ISO 8601 time such as 2026-11-01T00:00:00Z, not '\(text)'")
                }
                return root.setting(path, to: date)
            }, write: { $0[keyPath: path].map { $0.formatted(.iso8601) } })
    }

    /// An absolute URL, which must be there; `missing` says what to give.
    /// An absolute URL that may be absent.
    public static func address(_ name: String, _ path: FieldPath<Root, URL?>) -> Self {
        Self(
            name,
            read: { text, root throws(RouteFieldError) in
                guard let text else { return root.setting(path, to: nil) }
                guard let url = URL(string: text), url.scheme != nil else {
                    throw RouteFieldError("'\(text)' is not an absolute URL")
                }
                return root.setting(path, to: url)
            }, write: { $0[keyPath: path]?.absoluteString })
    }

    public static func address(
        _ name: String, _ path: FieldPath<Root, URL>, missing: String
    ) -> Self {
        Self(
            name,
            read: { text, root throws(RouteFieldError) in
                guard let text, let url = URL(string: text), url.scheme != nil else {
                    throw RouteFieldError(missing)
                }
                return root.setting(path, to: url)
            }, write: { $0[keyPath: path].absoluteString })
    }

    /// `an article`, `a feed`.
    private static func withArticle(_ noun: String) -> String {
        ("aeiou".contains(noun.prefix(1)) ? "an " : "a ") + noun
    }

    private static func member<Value: RawRepresentable & CaseIterable>(
        of type: Value.Type, named name: String, text: String
    ) throws(RouteFieldError) -> Value where Value.RawValue == String {
        guard let value = Value(rawValue: text) else {
            let words = Value.allCases.map(\.rawValue)
            throw RouteFieldError("\(name) must be one of \(words.joined(separator: ", ")), not '\(text)'")
        }
        return value
    }
}

extension RouteParameters {
    /// A copy with `value` at `path`.
    fileprivate func setting<Value>(_ path: FieldPath<Self, Value>, to value: Value) -> Self {
        var copy = self
        copy[keyPath: path] = value
        return copy
    }
}
