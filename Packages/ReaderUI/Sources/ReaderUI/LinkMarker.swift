import TerminalTextService

/// The numbered link markers of an article's text (`[3]` after a link, as the renderer writes
/// them, and at the start of each line of the link list): which one a cell of a line falls on.
enum LinkMarker {
    /// The number of the `[n]` marker (one to five digits) that covers `cell`, counted in
    /// terminal cells from the start of `line`; nil when the cell is on no marker.
    static func number(in line: String, atCell cell: Int) -> Int? {
        let characters = Array(line)
        guard let target = index(atCell: cell, of: characters) else { return nil }
        var open = 0
        while open < characters.count {
            defer { open += 1 }
            guard characters[open] == "[" else { continue }
            var close = open + 1
            while close < characters.count, characters[close].isASCII, characters[close].isNumber {
                close += 1
            }
            let digits = close - open - 1
            guard close < characters.count, characters[close] == "]", (1...5).contains(digits) else {
                continue
            }
            if (open...close).contains(target) { return Int(String(characters[(open + 1)..<close])) }
            open = close
        }
        return nil
    }

    /// The index of the character drawn at `cell`: wide characters take two cells.
    private static func index(atCell cell: Int, of characters: [Character]) -> Int? {
        guard cell >= 0 else { return nil }
        var column = 0
        for (index, character) in characters.enumerated() {
            column += TerminalText.width(of: character)
            if cell < column { return index }
        }
        return nil
    }
}
