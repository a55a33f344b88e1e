extension Array {
    /// The array cut into consecutive slices of at most `size` elements, in order: how the
    /// adapters send many ids to an API that takes a limited number per call.
    func batches(of size: Int) -> [ArraySlice<Element>] {
        let step = Swift.max(1, size)
        return stride(from: 0, to: count, by: step).map { self[$0..<Swift.min($0 + step, count)] }
    }
}

extension Sequence where Element == Int64 {
    /// The ids as the APIs take a list of them: `1,2,3`.
    var commaSeparated: String { map(String.init).joined(separator: ",") }
}
