/// The zone names feeds use, as seconds east of UTC.
enum ZoneNames {
    private static let table: [UInt64: Int] = {
        var table: [UInt64: Int] = [:]
        let hours: [(StaticString, Double)] = [
            ("UT", 0), ("UTC", 0), ("GMT", 0), ("Z", 0), ("WET", 0),
            ("EST", -5), ("EDT", -4), ("CST", -6), ("CDT", -5), ("MST", -7), ("MDT", -6),
            ("PST", -8), ("PDT", -7), ("AKST", -9), ("AKDT", -8), ("HST", -10),
            ("AST", -4), ("ADT", -3), ("NST", -3.5), ("NDT", -2.5),
            // The short North American forms, read as standard time as feedparser does.
            ("AT", -4), ("ET", -5), ("CT", -6), ("MT", -7), ("PT", -8),
            ("CET", 1), ("CEST", 2), ("MET", 1), ("MEST", 2), ("WEST", 1), ("BST", 1), ("EET", 2),
            ("EEST", 3), ("MSK", 3), ("JST", 9), ("KST", 9), ("AWST", 8), ("ACST", 9.5),
            ("AEST", 10), ("AEDT", 11), ("NZST", 12), ("NZDT", 13),
        ]
        for (name, offset) in hours { table[packedWord(name)] = Int(offset * 3_600) }
        return table
    }()

    /// The names `Etc/NAME` may carry, all of them UTC.
    static let universalNames: Set<UInt64> = [
        packedWord("GMT"), packedWord("UTC"), packedWord("UT"), packedWord("UCT"), packedWord("ZULU"),
        packedWord("GREENWIC"), packedWord("UNIVERSA"),
    ]

    /// The offset of a named zone; military letters other than Z are UTC (RFC 2822 §4.3).
    static func offset(of packed: UInt64, length: Int) -> Int? {
        if let offset = table[packed] { return offset }
        if length == 1, packed != UInt64(UInt8(ascii: "J")) { return 0 }
        return nil
    }
}
