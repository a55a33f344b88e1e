import CLibXML2

/// The named character references of HTML (`eacute`, `nbsp`, `hellip` …), from libxml2's own
/// HTML entity table: for callers that decode entities in text that is already a string, such as
/// a feed title that was escaped twice.
public enum HTMLEntityTable {
    /// The character `&name;` stands for, or nil when HTML has no entity of that name.
    /// Names are case-sensitive (`&Eacute;` and `&eacute;` differ) and have no `&` or `;`.
    public static func scalar(named name: some StringProtocol) -> Unicode.Scalar? {
        var bytes = Array(name.utf8)
        guard !bytes.isEmpty, bytes.count < 32 else { return nil }
        bytes.append(0)
        return bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.flatMap { scalar(named: $0) }
        }
    }

    /// The same lookup for a NUL-terminated name owned by libxml2.
    static func scalar(named name: UnsafePointer<xmlChar>) -> Unicode.Scalar? {
        guard let description = tidings_html_entity_lookup(name) else { return nil }
        return Unicode.Scalar(description.pointee.value)
    }
}
