/// One row of the comparison: Tidings and a reference program measured on the same input in
/// the same run, the ratio between them, and the target that ratio must meet.
public struct ComparisonRow: Codable, Equatable, Sendable {
    /// Which way is better for the measured quantity.
    public enum Direction: String, Codable, Sendable {
        /// Throughput, MB/s.
        case higherIsBetter
        /// Time or memory.
        case lowerIsBetter
    }

    /// `parse`, `cold refresh`, `warm refresh`, `unread count` or `memory`.
    public var group: String
    /// What was measured: `large RSS (64 MiB)`, `300 feeds of ~40 KB`.
    public var name: String
    /// `MB/s`, `ms` or `MiB`.
    public var unit: String
    public var direction: Direction
    /// Tidings' figure (the median) and every run's.
    public var tidings: Double
    public var tidingsRuns: [Double]
    /// The reference's name and version, and its settings: `newsboat 2.21.0, reload-threads 8`.
    public var reference: String
    public var referenceValue: Double
    public var referenceRuns: [Double]
    /// The least advantage that meets the target (`100` for "at least 100 times feedparser's
    /// speed", `1` for "no more memory"); nil for a row shown for information.
    public var target: Double?
    /// Anything a reader must know to trust the row (how many runs, what was verified).
    public var note: String

    public init(
        group: String, name: String, unit: String, direction: Direction, tidings: Double,
        tidingsRuns: [Double], reference: String, referenceValue: Double, referenceRuns: [Double],
        target: Double?, note: String = ""
    ) {
        self.group = group
        self.name = name
        self.unit = unit
        self.direction = direction
        self.tidings = tidings
        self.tidingsRuns = tidingsRuns
        self.reference = reference
        self.referenceValue = referenceValue
        self.referenceRuns = referenceRuns
        self.target = target
        self.note = note
    }

    /// How many times better Tidings is: its MB/s over the reference's, or the reference's time
    /// (or memory) over its own. Above 1, Tidings is ahead.
    public var advantage: Double {
        switch direction {
        case .higherIsBetter: tidings / max(referenceValue, .leastNonzeroMagnitude)
        case .lowerIsBetter: referenceValue / max(tidings, .leastNonzeroMagnitude)
        }
    }

    /// The reference's program alone: `newsboat`, `feedparser`, `libxml2`; a reference that is
    /// no program (`the input × 1.5`, `Tidings' whole parse`) whole.
    public var referenceProgram: String {
        let first = reference.split(separator: " ").first.map(String.init) ?? reference
        return first == "the" || first.hasSuffix("'") ? reference : first
    }

    /// Whether the advantage meets the target; nil when the row has none.
    public var met: Bool? {
        target.map { advantage >= $0 }
    }

    /// `met`, `MISSED`, or `-` for a row without a target.
    public var verdict: String {
        switch met {
        case .some(true): "met"
        case .some(false): "MISSED"
        case .none: "-"
        }
    }

    private enum CodingKeys: String, CodingKey {
        case group, name, unit, direction, tidings, tidingsRuns, reference, referenceValue, referenceRuns
        case target, note, advantage, met, verdict
    }

    /// Reads a row back from `results.json` (the advantage and verdict are worked out again).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            group: try container.decode(String.self, forKey: .group),
            name: try container.decode(String.self, forKey: .name),
            unit: try container.decode(String.self, forKey: .unit),
            direction: try container.decode(Direction.self, forKey: .direction),
            tidings: try container.decode(Double.self, forKey: .tidings),
            tidingsRuns: try container.decode([Double].self, forKey: .tidingsRuns),
            reference: try container.decode(String.self, forKey: .reference),
            referenceValue: try container.decode(Double.self, forKey: .referenceValue),
            referenceRuns: try container.decode([Double].self, forKey: .referenceRuns),
            target: try container.decodeIfPresent(Double.self, forKey: .target),
            note: try container.decode(String.self, forKey: .note))
    }

    /// Every stored field, and the advantage and verdict, so that the JSON says what the table says.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(group, forKey: .group)
        try container.encode(name, forKey: .name)
        try container.encode(unit, forKey: .unit)
        try container.encode(direction, forKey: .direction)
        try container.encode(roundedForJSON(tidings), forKey: .tidings)
        try container.encode(tidingsRuns.map(roundedForJSON), forKey: .tidingsRuns)
        try container.encode(reference, forKey: .reference)
        try container.encode(roundedForJSON(referenceValue), forKey: .referenceValue)
        try container.encode(referenceRuns.map(roundedForJSON), forKey: .referenceRuns)
        try container.encodeIfPresent(target, forKey: .target)
        try container.encode(note, forKey: .note)
        try container.encode(roundedForJSON(advantage), forKey: .advantage)
        try container.encodeIfPresent(met, forKey: .met)
        try container.encode(verdict, forKey: .verdict)
    }
}

/// A measured value kept to three decimals in the JSON (microseconds for milliseconds): more
/// digits would only be noise.
func roundedForJSON(_ value: Double) -> Double {
    (value * 1000).rounded() / 1000
}
