/// The extraction benchmark's metric, as the development set's README describes it: texts cut
/// into words (runs of Unicode letters, digits and `_`, as Python's `\w`; case kept), words into
/// overlapping shingles of four, and each page's precision and recall counted over shingles.
/// Precision is averaged over the pages where something was extracted, recall over the pages
/// with a true body, and F1 is taken of the two averages.
public enum ShingleScore {
    /// One page's precision and recall; nil where the page gives none (nothing extracted, no
    /// true body).
    public struct Page: Equatable, Sendable {
        public var precision: Double?
        public var recall: Double?

        public init(precision: Double?, recall: Double?) {
            self.precision = precision
            self.recall = recall
        }
    }

    /// Precision, recall and F1 over a set of pages.
    public struct Total: Equatable, Sendable {
        public var precision: Double
        public var recall: Double
        public var f1: Double
    }

    /// The words of `text`.
    public static func words(_ text: String) -> [Substring] {
        var words: [Substring] = []
        var start: String.Index?
        var index = text.startIndex
        for scalar in text.unicodeScalars {
            let next = text.unicodeScalars.index(after: index)
            if isWordScalar(scalar) {
                if start == nil { start = index }
            } else if let begun = start {
                words.append(text[begun..<index])
                start = nil
            }
            index = next
        }
        if let begun = start { words.append(text[begun..<text.endIndex]) }
        return words
    }

    /// Python's `\w`: letters and numbers of every script, and `_`; not combining marks.
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "_" { return true }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .decimalNumber,
            .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }

    /// The shingles of `text`, counted: every four consecutive words; a text of fewer words is
    /// one shingle; an empty text has none.
    public static func shingles(_ text: String) -> [[Substring]: Int] {
        let words = words(text)
        guard !words.isEmpty else { return [:] }
        guard words.count >= 4 else { return [words: 1] }
        var counts: [[Substring]: Int] = [:]
        for start in 0...(words.count - 4) { counts[Array(words[start..<start + 4]), default: 0] += 1 }
        return counts
    }

    /// One page's precision and recall.
    public static func page(extracted: String, truth: String) -> Page {
        let (found, expected) = (shingles(extracted), shingles(truth))
        let foundCount = found.values.reduce(0, +)
        let expectedCount = expected.values.reduce(0, +)
        var truePositives = 0
        for (shingle, count) in found { truePositives += min(count, expected[shingle] ?? 0) }
        return Page(
            precision: foundCount > 0 ? Double(truePositives) / Double(foundCount) : nil,
            recall: expectedCount > 0 ? Double(truePositives) / Double(expectedCount) : nil)
    }

    /// The averages and F1 over `pages`.
    public static func total(_ pages: [Page]) -> Total {
        let precisions = pages.compactMap(\.precision)
        let recalls = pages.compactMap(\.recall)
        let precision = precisions.isEmpty ? 0 : precisions.reduce(0, +) / Double(precisions.count)
        let recall = recalls.isEmpty ? 0 : recalls.reduce(0, +) / Double(recalls.count)
        let f1 = precision + recall > 0 ? 2 * precision * recall / (precision + recall) : 0
        return Total(precision: precision, recall: recall, f1: f1)
    }
}
