public import FoundationEssentials
public import TerminalUI

/// The typed parameters of one screen's URL. A route's fields read them from the URL and write
/// them back, so the URL and the value cannot disagree.
public protocol RouteParameters: Sendable {
    /// The value a URL without any parameter stands for. A required field always replaces what
    /// this gives it, because reading a URL without that field fails.
    init()
    /// Why these values, read field by field, do not go together (`feed=` with `tag=`); nil
    /// when they do.
    var conflict: String? { get }
}

extension RouteParameters {
    public var conflict: String? { nil }
}

/// A screen without parameters.
public struct NoParameters: RouteParameters, Equatable {
    public init() {}
}

/// One screen's route, declared once: its URL pattern, the fields that read and write its typed
/// parameters, its one-line help, and the command that opens it. The URL a command opens, the
/// parameters a controller gets, the help texts, the shell completions and the README's command
/// table all come from this declaration.
///
/// The fields and the help are made when used, not when the route is: every process declares
/// every route to find the one its command line names, each field's key path costs the runtime a
/// type to build the first time (after that, the runtime keeps the key path), and help that lists
/// words (`joined(separator:)`, a server kind's names) has the runtime scan the executable's
/// conformance records the first time.
public struct Route<Parameters: RouteParameters>: RouteDeclaration {
    public let pattern: RoutePattern
    private let describe: @Sendable () -> String
    public let needsLibrary: Bool
    public let usesNetwork: Bool
    public let parsesWebPages: Bool
    private let declaredFields: @Sendable () -> [RouteField<Parameters>]
    public let form: CommandForm<Parameters>?

    /// Every parameter, path and query alike, in the order a URL lists them.
    public var fields: [RouteField<Parameters>] { declaredFields() }

    public var help: String { describe() }

    /// - Parameters:
    ///   - template: `tidings://articles/{id}`; path parameters are fields named in braces.
    ///   - fields: every parameter, path and query alike, in the order a URL lists them.
    ///   - needsLibrary: false for screens that work without opening the library.
    ///   - usesNetwork: true for screens that always talk to servers (refresh, sync).
    ///   - parsesWebPages: true for screens that always parse a web page (`extract`).
    ///   - command: the command line that opens the route; nil when only a URL does.
    public init(
        _ template: String, help: @autoclosure @escaping @Sendable () -> String,
        fields: @autoclosure @escaping @Sendable () -> [RouteField<Parameters>] = [],
        needsLibrary: Bool = true,
        usesNetwork: Bool = false,
        parsesWebPages: Bool = false,
        command: CommandForm<Parameters>? = nil
    ) {
        self.pattern = RoutePattern(template) {
            let pathParameters = RoutePattern(template).pathParameters
            return fields().map(\.name).filter { !pathParameters.contains($0) }
        }
        self.describe = help
        self.needsLibrary = needsLibrary
        self.usesNetwork = usesNetwork
        self.parsesWebPages = parsesWebPages
        self.declaredFields = fields
        self.form = command
    }

    /// The URL that opens this screen with `parameters`.
    public func callAsFunction(_ parameters: Parameters) -> String {
        url(parameters).absoluteString
    }

    /// The URL that opens this screen without parameters.
    public func callAsFunction() -> String where Parameters == NoParameters {
        url(NoParameters()).absoluteString
    }

    /// The URL that opens this screen with `parameters`, as a URL.
    public func url(_ parameters: Parameters) -> URL {
        var values: [String: String] = [:]
        for field in fields {
            if let text = field.write(parameters) { values[field.name] = text }
        }
        return pattern.url(values)
    }

    /// The typed parameters of a URL this route matched.
    public func parameters(from match: RouteMatch) throws(RouteError) -> Parameters {
        var parameters = Parameters()
        for field in fields {
            do {
                parameters = try field.read(match.value(field.name), parameters)
            } catch {
                throw .invalidParameter(url: match.url.absoluteString, reason: error.reason)
            }
        }
        if let conflict = parameters.conflict {
            throw .invalidParameter(url: match.url.absoluteString, reason: conflict)
        }
        return parameters
    }

    public var command: CommandSpec? {
        guard let form else { return nil }
        return CommandSpec(
            form.name, help, arguments: form.arguments, options: form.options.flatMap(\.specs),
            json: form.supportsJSON,
            target: .route { arguments, environment throws(UsageError) in
                let parameters = try form.parameters(arguments, environment)
                if let conflict = parameters.conflict { throw UsageError(conflict, command: form.name) }
                return self(parameters)
            })
    }
}

/// A route whatever its parameters: what help, completion and the composition root read.
public protocol RouteDeclaration: Sendable {
    var pattern: RoutePattern { get }
    /// One line on what the screen shows or does.
    var help: String { get }
    /// Whether the screen needs the library opened first.
    var needsLibrary: Bool { get }
    /// Whether the screen always talks to servers: the composition root then loads the HTTP
    /// client while it opens the library.
    var usesNetwork: Bool { get }
    /// Whether the screen always parses a web page: the composition root then loads the HTML
    /// parser while it reads the configuration.
    var parsesWebPages: Bool { get }
    /// The command that opens the route, with its parameters turned into the route's URL.
    var command: CommandSpec? { get }
}

/// A URL matched once against the declared routes: which route, and what it gave.
public struct ResolvedRoute: Sendable {
    public let route: any RouteDeclaration
    public let match: RouteMatch
}

extension Router {
    /// Makes `route` open the screen `build` returns from the URL's typed parameters; the
    /// screen never reads the URL itself.
    public func register<Parameters, Screen: ViewController>(
        _ route: Route<Parameters>,
        build: @escaping @MainActor (Parameters) throws(RouteError) -> Screen
    ) {
        register(route.pattern) { match throws(RouteError) in
            try build(route.parameters(from: match))
        }
    }

    /// Makes `route` open a screen with keys; its actions are recorded on the router as it
    /// registers.
    public func register<Parameters, Screen: ActionScreen>(
        _ route: Route<Parameters>,
        build: @escaping @MainActor (Parameters) throws(RouteError) -> Screen
    ) {
        register(route.pattern) { match throws(RouteError) in
            try build(route.parameters(from: match))
        }
    }
}
