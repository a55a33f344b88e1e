/// Reads `$BROWSER`: a colon-separated list of commands, tried in order. Each command's
/// words are separated by spaces (no shell quoting); `%s` in a word is replaced by the URL and
/// `%%` by `%`, and a command without `%s` gets the URL as its last argument.
enum BrowserVariable {
    static func commands(from value: String, url: String) -> [[String]] {
        value.split(separator: ":").compactMap { entry in
            var words = entry.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard !words.isEmpty else { return nil }
            var substituted = false
            words = words.map { word in
                let (result, replaced) = substitute(word, url: url)
                substituted = substituted || replaced
                return result
            }
            return substituted ? words : words + [url]
        }
    }

    /// Replaces `%s` and `%%` in one word, scanning once so a URL holding `%s` stays intact.
    private static func substitute(_ word: String, url: String) -> (String, Bool) {
        var result = ""
        var replaced = false
        var characters = word.makeIterator()
        while let character = characters.next() {
            guard character == "%" else {
                result.append(character)
                continue
            }
            switch characters.next() {
            case "s":
                result += url
                replaced = true
            case "%":
                result.append("%")
            case let other?:
                result.append("%")
                result.append(other)
            case nil:
                result.append("%")
            }
        }
        return (result, replaced)
    }
}
