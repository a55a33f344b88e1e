import Foundation

/// Made-up words with a skewed frequency, so that text looks like text to the full-text index:
/// a few words are everywhere, most are rare.
public struct Vocabulary: Sendable {
    public let words: [String]

    public init(count: Int, seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let syllables = [
            "ka", "lo", "mi", "ren", "sa", "tor", "vel", "qui", "zan", "bri", "dor", "fe", "gu", "han", "jo",
            "pla",
        ]
        var made: [String] = []
        var seen: Set<String> = []
        while made.count < count {
            let length = Int.random(in: 2...4, using: &generator)
            let word = (0..<length).map { _ in
                syllables[Int.random(in: 0..<syllables.count, using: &generator)]
            }.joined()
            if seen.insert(word).inserted { made.append(word) }
        }
        words = made
    }

    /// A word, drawn so that word `i` is about `1/(i+1)` as likely as the first (Zipf).
    public func word(using generator: inout SeededGenerator) -> String {
        let uniform = Double(generator.next() >> 11) / Double(1 << 53)
        let index = Int(pow(Double(words.count), uniform)) - 1
        return words[max(0, min(words.count - 1, index))]
    }

    /// `count` words separated by spaces.
    public func sentence(_ count: Int, using generator: inout SeededGenerator) -> String {
        (0..<count).map { _ in word(using: &generator) }.joined(separator: " ")
    }
}
