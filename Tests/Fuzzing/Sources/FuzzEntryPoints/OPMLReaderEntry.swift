import Foundation
import OPMLService

/// Reads the input as OPML, strictly and leniently. Whatever the lenient reader keeps must write
/// out as OPML that the strict reader accepts, and that document must survive another write and
/// strict read unchanged (the README's round-trip promise).
enum OPMLReaderEntry {
    static let reader = OPMLReader(maxBytes: 4 << 20)

    static func run(_ input: Data) -> [String] {
        _ = try? reader.read(input)
        guard let lenient = try? reader.readLeniently(input) else { return [] }
        let written = OPMLWriter.data(lenient.document)
        let first: OPMLDocument
        let second: OPMLDocument
        do {
            first = try reader.read(written)
            second = try reader.read(OPMLWriter.data(first))
        } catch {
            return [
                "the writer's output does not read back: \(error); it was:\n\(String(decoding: written, as: UTF8.self))"
            ]
        }
        guard first == second else {
            return [
                "a write and read round trip changed the document written as:\n"
                    + String(decoding: written, as: UTF8.self)
            ]
        }
        return []
    }
}
