import ConfigurationService
import Foundation
import Testing

/// `Config/Tidings.plist` and the README's settings table are written from the declarations.
@Suite struct SettingsDocuments {
    static let repository = Files.defaults.deletingLastPathComponent().deletingLastPathComponent()

    @Test func theShippedPlistIsTheOneTheDeclarationsWrite() throws {
        let text = try String(contentsOf: Files.defaults, encoding: .utf8)
        #expect(
            text == SettingsDocument.plist,
            "Config/Tidings.plist differs from the settings' declarations; replace it with:\n\(SettingsDocument.plist)"
        )
    }

    @Test func everyCommentOfThePlistIsWellFormedXML() {
        // XML forbids "--" inside a comment; a strict parser (libxml2, Python's plistlib) refuses
        // the whole file for it, however lenient Foundation's reader is.
        var rest = Substring(SettingsDocument.plist)
        var comments = 0
        while let open = rest.firstRange(of: "<!--") {
            guard let close = rest[open.upperBound...].firstRange(of: "-->") else {
                Issue.record("a comment is not closed")
                return
            }
            let body = rest[open.upperBound..<close.lowerBound]
            #expect(!body.contains("--"), "a plist comment holds \"--\": \(body)")
            #expect(body.last != "-", "a plist comment ends in \"-\": \(body)")
            comments += 1
            rest = rest[close.upperBound...]
        }
        #expect(comments == Settings.all.count + 1)
    }

    @Test func theReadmeTableIsTheOneTheDeclarationsWrite() throws {
        let text = try String(
            contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let begin = try #require(
            text.range(
                of: "<!-- settings: written by SettingsDocument.markdownTable, checked by a test -->\n"))
        let end = try #require(
            text.range(of: "\n<!-- settings: end -->", range: begin.upperBound..<text.endIndex))
        #expect(
            String(text[begin.upperBound..<end.lowerBound]) == SettingsDocument.markdownTable,
            "README.md's settings table differs; replace it with:\n\(SettingsDocument.markdownTable)")
    }

    @Test func theDefaultsReadBackAsTheDeclarationsSay() throws {
        let resolved = try ConfigurationLoader(
            defaultsFile: Files.defaults, userFile: Files.defaults, environment: [:]
        )
        .load()
        #expect(resolved.configuration == Configuration.defaults)
        #expect(resolved.entries.map(\.key) == Settings.all.map(\.key))
        #expect(
            resolved.configuration[Settings.Network.concurrency] == Settings.Network.concurrency.defaultValue)
        #expect(
            resolved.entries.first { $0.key == "sync.pagesAtOnce" }?.documentation
                == Settings.Sync.pagesAtOnce.documentation)
    }
}
