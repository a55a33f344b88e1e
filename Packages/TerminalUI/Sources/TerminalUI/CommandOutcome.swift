/// What a one-shot command did: the lines a person reads, and the value `--json` prints.
public struct CommandOutcome: Sendable {
    private let makeLines: @Sendable () -> [String]
    public var json: any Encodable & Sendable

    public init(lines: [String], json: any Encodable & Sendable) {
        makeLines = { lines }
        self.json = json
    }

    /// An outcome whose lines are laid out only when they are shown: `--json` never asks for
    /// them (a long article's layout costs more than finding it).
    public init(json: any Encodable & Sendable, lines: @escaping @Sendable () -> [String]) {
        makeLines = lines
        self.json = json
    }

    /// The lines a person reads.
    public var lines: [String] { makeLines() }
}
