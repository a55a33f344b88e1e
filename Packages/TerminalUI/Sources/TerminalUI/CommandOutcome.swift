/// What a one-shot command did: the lines a person reads, and the value `--json` prints.
public struct CommandOutcome: Sendable {
    private let makeLines: @Sendable () -> [String]
    public var json: any Encodable & Sendable
    /// `json` written by `JSONWriter` when its type can (`JSONWritable`); nil when `JSONOutput`
    /// encodes it.
    let writtenJSON: (@Sendable () -> JSONWriter)?

    public init(lines: [String], json: any Encodable & Sendable) {
        makeLines = { lines }
        self.json = json
        writtenJSON = nil
    }

    /// An outcome whose lines are laid out only when they are shown: `--json` never asks for
    /// them (a long article's layout costs more than finding it).
    public init(json: any Encodable & Sendable, lines: @escaping @Sendable () -> [String]) {
        makeLines = lines
        self.json = json
        writtenJSON = nil
    }

    /// An outcome whose JSON writes itself: `--json` prints the bytes `JSONOutput` would make of
    /// it, without `JSONEncoder`.
    public init(writing json: some JSONWritable, lines: @escaping @Sendable () -> [String]) {
        makeLines = lines
        self.json = json
        writtenJSON = { json.written() }
    }

    /// The lines a person reads.
    public var lines: [String] { makeLines() }
}

/// A command's JSON answer that writes itself through `JSONWriter`, byte for byte what
/// `JSONOutput.encode` makes of its `Encodable` form (a test beside each type compares the two).
/// `JSONEncoder` builds the runtime's generic types and looks up their conformances the first
/// time a process encodes: about a tenth of a short command's instructions (`tidings extract`).
public protocol JSONWritable: Encodable, Sendable {
    /// The value written as one JSON document, its objects' keys in sorted order.
    func written() -> JSONWriter
}
