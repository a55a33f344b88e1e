/// What an account command did: the lines it prints and the object `--json` prints.
public struct AccountOutcome: Sendable {
    public var lines: [String]
    public var json: any Encodable & Sendable

    public init(lines: [String], json: any Encodable & Sendable) {
        self.lines = lines
        self.json = json
    }
}
