/// A command line read once by `TidingsMain.prepare`: answered already (`--version`, `--help`,
/// a usage error, with its exit status), or parsed into the invocation `TidingsMain.run` carries
/// out, so that the command line is never parsed twice.
public struct PreparedCommand: Sendable {
    let start: TidingsMain.Start

    /// The exit status when the command line was answered at once; nil when there is work to run.
    public var answeredStatus: Int32? {
        guard case .answered(let status) = start else { return nil }
        return status
    }
}
