public import FilterLogic
public import FoundationEssentials
public import LibraryModelLogic

/// What a shell offers to complete a value with.
public enum CompletionHint: Equatable, Sendable {
    /// Nothing in particular.
    case none
    /// File names.
    case files
    /// One of these words.
    case words([String])

    /// The words of a fixed set (`Shell`, `ShareTarget`).
    public static func words<Value: RawRepresentable & CaseIterable>(of type: Value.Type) -> Self
    where Value.RawValue == String {
        .words(Value.allCases.map(\.rawValue))
    }
}

/// A positional argument of a command.
public struct ArgumentSpec: Sendable {
    public let name: String
    private let describe: @Sendable () -> String
    /// Whether it may be given more than once (`ID…`).
    public let variadic: Bool
    public let optional: Bool
    /// What the shell completions offer for it.
    public let completion: CompletionHint

    public init(
        _ name: String, _ summary: @autoclosure @escaping @Sendable () -> String, variadic: Bool = false,
        optional: Bool = false,
        completes completion: CompletionHint = .none
    ) {
        self.name = name
        self.describe = summary
        self.variadic = variadic
        self.optional = optional
        self.completion = completion
    }

    /// One line on what to give, made when help asks.
    public var summary: String { describe() }
}

/// An option of a command: a flag (`--unread`) or an option with a value (`--tag T`). Commands
/// get theirs from the typed declarations in `CommandOptions`.
public struct OptionSpec: Sendable {
    public let name: String
    /// A short form of it (`-h` for `--help`), or nil.
    public let alias: String?
    /// The placeholder of its value, or nil for a flag.
    public let valueName: String?
    public let summary: String
    public let repeatable: Bool
    /// Options of the same group exclude each other (`--unread`, `--today`, `--starred`).
    public let group: String?
    /// What the shell completions offer for its value.
    public let completion: CompletionHint

    public init(
        _ name: String, alias: String? = nil, value valueName: String? = nil, _ summary: String,
        repeatable: Bool = false, group: String? = nil, completes completion: CompletionHint = .none
    ) {
        self.name = name
        self.alias = alias
        self.valueName = valueName
        self.summary = summary
        self.repeatable = repeatable
        self.group = group
        self.completion = completion
    }

    public var isFlag: Bool { valueName == nil }
}

/// What a command line gave a command, checked against its spec.
public struct ParsedArguments: Sendable {
    /// The command the words were given to, for messages.
    public var command: String?
    public var positionals: [String] = []
    /// The values of options that take one, in order.
    public var values: [String: [String]] = [:]
    public var flags: Set<String> = []

    public init(
        command: String? = nil, positionals: [String] = [], values: [String: [String]] = [:],
        flags: Set<String> = []
    ) {
        self.command = command
        self.positionals = positionals
        self.values = values
        self.flags = flags
    }

    /// The last value of an option.
    func value(_ option: String) -> String? { values[option]?.last }

    /// The flag set from `group`, if any.
    func flag(in group: [String]) -> String? { group.first { flags.contains($0) } }
}

/// What building a URL may need from outside the command line.
public struct CommandEnvironment: Sendable {
    /// The working directory, to make file paths absolute.
    public var currentDirectory: String

    public init(currentDirectory: String) {
        self.currentDirectory = currentDirectory
    }
}

/// A command line that cannot be understood: a sentence, and the command it concerns.
public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public var command: String?

    public init(_ message: String, command: String? = nil) {
        self.message = message
        self.command = command
    }

    public var description: String { message }
}

extension ParsedArguments {
    /// The value of `option` as a filter expression; nil when absent. A wrong one is refused
    /// with its column: `filter: column 17: expected a value after '=~'`.
    func expression(_ option: String, command: String) throws(UsageError) -> FilterExpression? {
        guard let text = value(option) else { return nil }
        return try Self.expression(text, command: command)
    }

    /// The positional argument at `index` as a filter expression.
    public func expression(at index: Int, command: String) throws(UsageError) -> FilterExpression {
        try Self.expression(positionals[index], command: command)
    }

    private static func expression(_ text: String, command: String) throws(UsageError) -> FilterExpression {
        do {
            return try FilterExpression(parsing: text)
        } catch {
            throw UsageError("filter: \(error)", command: command)
        }
    }

    /// The value of `option` as a whole number above zero; nil when absent.
    func positiveInteger(_ option: String, command: String) throws(UsageError) -> Int? {
        guard let text = value(option) else { return nil }
        guard let number = Int(text), number > 0 else {
            throw UsageError("\(option) takes a positive number, not '\(text)'", command: command)
        }
        return number
    }

    /// The value of `option` as one of `Value`'s words; nil when absent.
    func choice<Value: RawRepresentable & CaseIterable>(
        _ option: String, _ type: Value.Type, command: String
    ) throws(UsageError) -> Value? where Value.RawValue == String {
        guard let text = value(option) else { return nil }
        guard let value = Value(rawValue: text) else {
            let words = Value.allCases.map(\.rawValue)
            throw UsageError(
                "\(option) takes \(words.dropLast().joined(separator: ", ")) or \(words.last ?? ""), not '\(text)'",
                command: command)
        }
        return value
    }

    /// The positional argument at `index` as a row's identifier; `noun` names what it identifies.
    public func identifier<Entity>(at index: Int, noun: String, command: String) throws(UsageError)
        -> Identifier<Entity>
    {
        let text = index < positionals.count ? positionals[index] : ""
        guard let id = Identifier<Entity>(text: text) else {
            throw UsageError(
                "'\(text)' is not \(noun == "article" ? "an" : "a") \(noun) id", command: command)
        }
        return id
    }

    /// Every positional argument as a row's identifier.
    public func identifiers<Entity>(noun: String, command: String) throws(UsageError) -> [Identifier<Entity>]
    {
        var ids: [Identifier<Entity>] = []
        for index in positionals.indices {
            ids.append(try identifier(at: index, noun: noun, command: command))
        }
        return ids
    }

    /// The flag of `Value`'s words (`--unread` for `.unread`) that was given, if any.
    func flag<Value: RawRepresentable & CaseIterable>(_ type: Value.Type) -> Value?
    where Value.RawValue == String {
        Value.allCases.first { flags.contains("--" + $0.rawValue) }
    }
}

extension CommandEnvironment {
    /// `path` made absolute against the working directory.
    public func absolutePath(_ path: String) -> String {
        let url =
            path.hasPrefix("/")
            ? URL(fileURLWithPath: path)
            : URL(fileURLWithPath: currentDirectory).appendingPathComponent(path)
        return url.standardizedFileURL.path
    }

    /// A feed's source a person typed: `exec:COMMAND` or `filter:PROGRAM:URL` (feeds a program
    /// makes, which only a person's own command line may add), else an address as
    /// `webAddress` reads it.
    public func feedSource(_ text: String, command: String) throws(UsageError) -> URL {
        guard text.hasPrefix("exec:") || text.hasPrefix("filter:") else {
            return try webAddress(text, command: command)
        }
        guard let source = FeedSource(typed: text), let url = source.url else {
            throw UsageError(
                "'\(text)' names no command; write exec:COMMAND, or filter:PROGRAM:URL with an http, https or "
                    + "file address",
                command: command)
        }
        return url
    }

    /// An http(s) or file address a person typed; `example.com/feed` gets https.
    public func webAddress(_ text: String, command: String) throws(UsageError) -> URL {
        if text.hasPrefix("/") || text.hasPrefix("./") || text.hasPrefix("../") {
            return URL(fileURLWithPath: absolutePath(text)).standardizedFileURL
        }
        let withScheme = text.contains("://") ? text : "https://\(text)"
        guard let url = URL(string: withScheme), let scheme = url.scheme?.lowercased(),
            ["http", "https", "file"].contains(scheme)
        else {
            throw UsageError("'\(text)' is not an http, https or file address", command: command)
        }
        return url
    }
}
