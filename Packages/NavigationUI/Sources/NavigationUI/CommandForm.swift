import FoundationEssentials

/// The command-line form of a route: its name, arguments and options, and how the words a
/// person typed become the route's typed parameters.
public struct CommandForm<Parameters>: Sendable {
    public let name: String
    public let arguments: [ArgumentSpec]
    public let options: [any CommandOptionDeclaring]
    public let supportsJSON: Bool
    /// The parameters the checked arguments give; throws a sentence for a wrong value.
    public let parameters: @Sendable (ParsedArguments, CommandEnvironment) throws(UsageError) -> Parameters

    public init(
        _ name: String, arguments: [ArgumentSpec] = [], options: [any CommandOptionDeclaring] = [],
        json: Bool = false,
        parameters: @escaping @Sendable (ParsedArguments, CommandEnvironment) throws(UsageError) -> Parameters
    ) {
        self.name = name
        self.arguments = arguments
        self.options = options
        self.supportsJSON = json
        self.parameters = parameters
    }
}

extension CommandForm where Parameters == NoParameters {
    /// A command without arguments whose route has no parameters.
    public init(_ name: String, json: Bool = false) {
        self.init(name, json: json) { _, _ in NoParameters() }
    }
}
