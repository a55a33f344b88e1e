/// The simple search of the in-memory library: every term must occur in the title or text,
/// case-insensitively; a term ending in `*` matches as a prefix, and "quoted words" match as
/// a phrase. Titles count double.
enum WordSearch {
    /// One search term, lowercased.
    struct Term: Equatable {
        var text: String
        var isPrefix: Bool
    }

    static func terms(in query: String) throws(ArticleError) -> [Term] {
        var terms: [Term] = []
        var remaining = Substring(query)
        while let start = remaining.firstIndex(where: { !$0.isWhitespace }) {
            remaining = remaining[start...]
            if remaining.first == "\"" {
                let afterQuote = remaining.dropFirst()
                guard let end = afterQuote.firstIndex(of: "\"") else {
                    throw .invalidSearch("a quotation mark is not closed")
                }
                let phrase = afterQuote[..<end].split(whereSeparator: \.isWhitespace).joined(separator: " ")
                if !phrase.isEmpty { terms.append(Term(text: phrase.lowercased(), isPrefix: false)) }
                remaining = afterQuote[afterQuote.index(after: end)...]
            } else {
                let end = remaining.firstIndex(where: \.isWhitespace) ?? remaining.endIndex
                var word = String(remaining[..<end]).lowercased()
                remaining = remaining[end...]
                let isPrefix = word.hasSuffix("*")
                if isPrefix { word.removeLast() }
                guard !word.isEmpty else { throw .invalidSearch("a `*` must follow a word") }
                terms.append(Term(text: word, isPrefix: isPrefix))
            }
        }
        guard !terms.isEmpty else { throw .invalidSearch("the query is empty") }
        return terms
    }

    /// The score of a document, or nil when some term does not occur.
    static func score(_ terms: [Term], title: String, text: String) -> Double? {
        let title = title.lowercased()
        let text = text.lowercased()
        var total = 0.0
        for term in terms {
            let inTitle = occurrences(of: term, in: title).count
            let inText = occurrences(of: term, in: text).count
            guard inTitle + inText > 0 else { return nil }
            total += Double(2 * inTitle + inText)
        }
        return total
    }

    /// `text` with every occurrence of the terms marked.
    static func highlight(_ terms: [Term], in text: String) -> HighlightedText {
        let lowered = text.lowercased()
        let ranges = terms.flatMap { occurrences(of: $0, in: lowered) }.sorted {
            $0.lowerBound < $1.lowerBound
        }
        return HighlightedText(text: text, highlights: ranges)
    }

    /// Character ranges where the term starts a word (and, unless a prefix, ends one).
    static func occurrences(of term: Term, in text: String) -> [Range<Int>] {
        let characters = Array(text)
        let needle = Array(term.text)
        guard !needle.isEmpty, characters.count >= needle.count else { return [] }
        var found: [Range<Int>] = []
        var index = 0
        while index + needle.count <= characters.count {
            let startsWord = index == 0 || !characters[index - 1].isLetter && !characters[index - 1].isNumber
            if startsWord && Array(characters[index..<(index + needle.count)]) == needle {
                var end = index + needle.count
                if term.isPrefix {
                    while end < characters.count, characters[end].isLetter || characters[end].isNumber {
                        end += 1
                    }
                    found.append(index..<end)
                    index = end
                    continue
                }
                let endsWord =
                    end == characters.count || !characters[end].isLetter && !characters[end].isNumber
                if endsWord {
                    found.append(index..<end)
                    index = end
                    continue
                }
            }
            index += 1
        }
        return found
    }
}
