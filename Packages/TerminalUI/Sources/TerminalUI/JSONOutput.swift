import Foundation

/// The JSON every `--json` output uses: keys sorted, dates in ISO 8601 UTC, absent values
/// left out (encode optionals with their synthesized `encodeIfPresent`), no escaped slashes.
public enum JSONOutput {
    public static func encode(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
