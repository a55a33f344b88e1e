/// What one case found: its failed checks (each a sentence saying what was expected and what
/// happened), the figures it measured, and how long it took.
public struct CaseReport: Sendable {
    public let name: String
    public let size: ReliabilitySize
    public let seconds: Double
    /// Short measured facts for the results table, such as "100 kills, 97 mid-refresh".
    public let figures: [String]
    public let failures: [String]
    /// How many checks were made.
    public let checkCount: Int

    public var passed: Bool { failures.isEmpty }
}

/// Collects a case's checks as it runs: a failed check is kept with its message and the case
/// goes on, so one run reports every broken promise rather than the first.
final class CaseChecks {
    private(set) var failures: [String] = []
    private(set) var figures: [String] = []
    private(set) var count = 0

    /// Records a failure with `message` unless `condition` holds.
    func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
        count += 1
        if !condition { failures.append(message()) }
    }

    /// Records a failure.
    func fail(_ message: String) {
        count += 1
        failures.append(message)
    }

    /// Adds a figure to the case's line in the results table.
    func note(_ figure: String) {
        figures.append(figure)
    }
}
