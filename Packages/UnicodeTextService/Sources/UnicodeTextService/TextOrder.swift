/// Comparing text the way a person reads it, without ICU: letter case does not matter (the
/// standard library's full case mappings, so `ß` and `SS` are equal), and, when asked, runs of
/// digits compare as numbers ("Part 2" before "Part 10"), as Foundation's
/// `localizedCaseInsensitiveCompare` and `localizedStandardCompare` did.
///
/// Unlike a locale's collation, the order is the same in every locale, and only `sortKey`
/// sets diacritics aside (`é` with `e`); elsewhere letters with them sort by their code points.
public enum TextOrder {
    /// `text` case-folded: lowercased, uppercased and lowercased again, which reaches the full
    /// case folding's forms (`ß` → `SS` → `ss`), in Unicode Normalization Form C.
    public static func folded(_ text: some StringProtocol) -> String {
        let folded = String(text).lowercased().uppercased().lowercased()
        return String(decoding: folded._nfcCodeUnits, as: UTF8.self)
    }

    /// `text` folded (`folded`) and with the diacritics of Latin letters removed: `Écrans` and
    /// `ecrans` give the same key. A letter counts as Latin with a diacritic when NFC composes it
    /// from an ASCII letter and one combining mark (U+0300–U+036F); letters with two marks keep
    /// their second, and other scripts are left as they are.
    public static func sortKey(_ text: some StringProtocol) -> String {
        let folded = folded(text)
        guard !folded.utf8.allSatisfy({ $0 < 0x80 }) else { return folded }
        var key = String.UnicodeScalarView()
        for scalar in folded.unicodeScalars where !(0x300...0x36F).contains(scalar.value) {
            key.append(baseLetters[scalar.value] ?? scalar)
        }
        return String(key)
    }

    /// The ASCII letter under each precomposed Latin letter with one diacritic (`é` → `e`),
    /// found once by composing every ASCII letter with every combining mark.
    private static let baseLetters: [UInt32: Unicode.Scalar] = {
        var table: [UInt32: Unicode.Scalar] = [:]
        let letters =
            (0x41...0x5A).compactMap(Unicode.Scalar.init) + (0x61...0x7A).compactMap(Unicode.Scalar.init)
        for base in letters {
            for mark in (0x300...0x36F).compactMap(Unicode.Scalar.init) {
                var pair = String.UnicodeScalarView()
                pair.append(base)
                pair.append(mark)
                let composed = String(decoding: String(pair)._nfcCodeUnits, as: UTF8.self).unicodeScalars
                if composed.count == 1, let letter = composed.first { table[letter.value] = base }
            }
        }
        return table
    }()

    /// Whether two texts are equal but for letter case (and Unicode normalization).
    public static func same(_ lhs: some StringProtocol, _ rhs: some StringProtocol) -> Bool {
        folded(lhs) == folded(rhs)
    }

    /// Whether `lhs` sorts before `rhs`: by their folded forms, digit runs as numbers when
    /// `numeric`; texts equal that way fall back to their bytes, so the order is total.
    public static func increasing(
        _ lhs: some StringProtocol, _ rhs: some StringProtocol, numeric: Bool = false
    )
        -> Bool
    {
        let left = Array(folded(lhs).unicodeScalars)
        let right = Array(folded(rhs).unicodeScalars)
        let order = numeric ? compareNumerically(left, right) : compareScalars(left[...], right[...])
        if order != 0 { return order < 0 }
        return lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
    }

    private static func compareScalars(_ lhs: ArraySlice<Unicode.Scalar>, _ rhs: ArraySlice<Unicode.Scalar>)
        -> Int
    {
        for (left, right) in zip(lhs, rhs) where left != right { return left.value < right.value ? -1 : 1 }
        return lhs.count == rhs.count ? 0 : (lhs.count < rhs.count ? -1 : 1)
    }

    /// Compares scalar by scalar, except that two runs of ASCII digits compare by value (then by
    /// length, so "07" follows "7").
    private static func compareNumerically(_ lhs: [Unicode.Scalar], _ rhs: [Unicode.Scalar]) -> Int {
        var left = 0
        var right = 0
        while left < lhs.count, right < rhs.count {
            if isDigit(lhs[left]), isDigit(rhs[right]) {
                let leftEnd = lhs[left...].firstIndex { !isDigit($0) } ?? lhs.count
                let rightEnd = rhs[right...].firstIndex { !isDigit($0) } ?? rhs.count
                let leftDigits = lhs[left..<leftEnd].drop { $0 == "0" }
                let rightDigits = rhs[right..<rightEnd].drop { $0 == "0" }
                if leftDigits.count != rightDigits.count {
                    return leftDigits.count < rightDigits.count ? -1 : 1
                }
                let digits = compareScalars(leftDigits, rightDigits)
                if digits != 0 { return digits }
                let lengths = (leftEnd - left) - (rightEnd - right)
                if lengths != 0 { return lengths < 0 ? -1 : 1 }
                left = leftEnd
                right = rightEnd
            } else {
                if lhs[left] != rhs[right] { return lhs[left].value < rhs[right].value ? -1 : 1 }
                left += 1
                right += 1
            }
        }
        return (lhs.count - left) == (rhs.count - right)
            ? 0 : ((lhs.count - left) < (rhs.count - right) ? -1 : 1)
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x30 && scalar.value <= 0x39
    }
}
