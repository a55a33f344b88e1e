import Foundation
import OPMLService
import Testing

/// Inputs the OPML fuzzer (Tests/Fuzzing, `make fuzz`) found, kept as fixtures.
@Suite struct FuzzFindings {
    let reader = OPMLReader(maxBytes: 1 << 20)

    /// libxml2 reports a namespace name that is not a valid URI with a "warning" code at error
    /// level; the strict reader took it for malformed XML and refused the file.
    @Test func aNamespaceNameThatIsNotAURIIsReadStrictly() throws {
        let document = try reader.read(Fixture.data("opml-namespace-not-a-uri.opml"))
        let namespace = "https://tidings.example.test/name space/é"
        #expect(document.head.fields.contains { $0.name == "exportedBy" && $0.namespace == namespace })
        #expect(
            document.outlines.first?.attributes == [
                OPMLField(name: "starred", namespace: namespace, value: "true")
            ])
        let written = OPMLWriter.data(document)
        #expect(try reader.read(written) == document)
    }

    /// The fuzzer's input as it found it (`make fuzz`, opml-reader-fuzzer): a namespace name with
    /// a byte that is not UTF-8, among other damage. What the lenient reader keeps is written,
    /// and the strict reader refused that output until namespace-URI warnings stopped counting
    /// as errors.
    @Test func theFuzzersOwnInputWritesOPMLThatReadsBack() throws {
        let kept = try reader.readLeniently(Fixture.data("opml-fuzz-crash-namespace-invalid-utf8.opml"))
            .document
        let written = OPMLWriter.data(kept)
        let again = try reader.read(written)
        #expect(again.outlines == kept.outlines)
        #expect(again.outlines.first?.attributes.map(\.name) == ["starred"])
        #expect(OPMLWriter.data(again) == written)
    }

    /// A namespaced element whose name holds a byte that is not UTF-8: the writer leaves the
    /// element out, and must not declare its namespace either, or writing again would differ.
    @Test func aFieldLeftOutLeavesNoNamespaceDeclarationBehind() throws {
        let document = try reader.readLeniently(Fixture.data("opml-unwritable-namespaced-name.opml")).document
        #expect(document.head.fields.contains { $0.namespace == "https://tidings.example.test/ns" })
        let written = OPMLWriter.string(document)
        #expect(!written.contains("xmlns:"))
        let again = try reader.read(Data(written.utf8))
        #expect(OPMLWriter.string(again) == written)
    }
}
