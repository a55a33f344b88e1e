/// How big a case runs: `fast` for `make test` (the whole fast suite stays well under a minute),
/// `full` for `make reliability`.
public enum ReliabilitySize: String, Sendable, CaseIterable {
    case fast
    case full

    /// Picks the value for this size.
    func pick<T>(fast: T, full: T) -> T {
        self == .fast ? fast : full
    }
}
