import Foundation

/// Seconds with two decimals, for figures and messages.
func format(_ seconds: Double) -> String {
    String(format: "%.2f", seconds)
}

extension Array {
    /// The array with `element` added at the end.
    func appending(_ element: Element) -> [Element] {
        self + [element]
    }
}
