/// What a command did: the lines it prints and the object `--json` prints.
public struct CommandOutcome: Sendable {
    public var lines: [String]
    public var json: any Encodable & Sendable

    public init(lines: [String], json: any Encodable & Sendable) {
        self.lines = lines
        self.json = json
    }
}
