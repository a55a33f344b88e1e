/// Counting, the wrong way and the right way.
public enum Counter {
    public static func increment(_ value: inout Int) {
        value += 1
    }

    public static func incremented(_ value: Int) -> Int { value + 1 }

    static let apply: (inout [UInt8]) -> Void = { _ in }

    // An inout in a comment, "inout" in a string, and swap(&a, &b) are not parameters.
    static func swapped(_ pair: (Int, Int)) -> (Int, Int) {
        var (a, b) = pair
        swap(&a, &b)
        _ = "inout"
        return (a, b)
    }
}
