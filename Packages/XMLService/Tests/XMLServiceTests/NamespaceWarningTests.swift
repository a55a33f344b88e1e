import Foundation
import Testing
import XMLService

/// A namespace name libxml2 cannot parse as a URI is a namespace warning, not a well-formedness
/// error: strict parses accept the document (found by the OPML fuzzer in Tests/Fuzzing).
@Suite struct NamespaceWarnings {
    @Test func aNamespaceNameThatIsNotAURIStillParsesStrictly() throws {
        let (events, outcome) = try parse(#"<r xmlns:x="https://example.test/a space/é"><x:child/></r>"#)
        #expect(outcome.isWellFormed)
        #expect(outcome.diagnostics.isEmpty)
        #expect(events == ["start r", "start {https://example.test/a space/é}child", "end child", "end r"])
    }

    @Test func anUndeclaredPrefixIsStillAnError() {
        #expect(throws: XMLParseError.self) { try parse("<r><y:child/></r>") }
    }
}
