/// A case could not be set up or run (a server would not start, a program is missing): the
/// case fails with this sentence.
struct ReliabilityFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
