/// The id of an item whose source gives none, derived so that it is the same on every run and
/// every machine: `derived:` and 16 lowercase hex digits of the 64-bit FNV-1a hash of the UTF-8
/// bytes of the item's link as written (trimmed), a line feed (0x0A), and its title. When an item
/// has neither, the text of its summary or content takes the title's place.
///
/// FNV-1a (offset basis 0xcbf29ce484222325, prime 0x100000001b3) is fixed by its specification;
/// Swift's `Hasher` is seeded per process and would change every run.
enum StableItemID {
    static func derive(link: String?, title: String?, fallbackText: String?) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ text: String) {
            for byte in text.utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01b3
            }
        }
        mix(link ?? "")
        mix("\n")
        mix(link == nil && title == nil ? fallbackText ?? "" : title ?? "")
        let digits = String(hash, radix: 16)
        return "derived:" + String(repeating: "0", count: 16 - digits.count) + digits
    }
}
