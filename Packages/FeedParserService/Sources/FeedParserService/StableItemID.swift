import UnicodeTextService

/// The id of an item whose source gives none, derived so that it is the same on every run and
/// every machine: `derived:` and 16 lowercase hex digits of the 64-bit FNV-1a hash of the UTF-8
/// bytes of the item's link as written (trimmed), a line feed (0x0A), and its title. When an item
/// has neither, the text of its summary or content takes the title's place.
///
/// FNV-1a is fixed by its specification (`StableHash`); Swift's `Hasher` is seeded per process and
/// would change every run.
enum StableItemID {
    static func derive(link: String?, title: String?, fallbackText: String?) -> String {
        var hash = StableHash()
        hash.mix(link ?? "")
        hash.mix(UInt8(ascii: "\n"))
        hash.mix(link == nil && title == nil ? fallbackText ?? "" : title ?? "")
        return "derived:" + Hexadecimal.text(hash.value, digits: 16)
    }
}
