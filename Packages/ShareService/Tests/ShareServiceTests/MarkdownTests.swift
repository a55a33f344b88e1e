import Foundation
import ShareService
import Testing

extension ProgramSpawning {
    @Suite struct MarkdownFiles {
        private let item = ShareItem(
            title: "Swift 6 *released* [today]", url: URL(string: "https://example.org/swift-6"),
            text: "First paragraph.\n\nSecond paragraph.", author: "Jane_Doe",
            date: Date(timeIntervalSince1970: 1_714_557_600))

        @Test func theDocumentHoldsTitleLinkDateAuthorAndText() {
            #expect(
                MarkdownExport.document(for: item)
                    == """
                    # Swift 6 \\*released\\* \\[today\\]

                    - Link: <https://example.org/swift-6>
                    - Date: 2024-05-01T10:00:00Z
                    - Author: Jane\\_Doe

                    First paragraph.

                    Second paragraph.

                    """)
            #expect(MarkdownExport.document(for: ShareItem(title: "Bare")) == "# Bare\n")
        }

        @Test func fileNamesCannotLeaveTheFolder() {
            #expect(MarkdownExport.fileName(for: "Swift 6 *released* [today]") == "swift-6-released-today.md")
            #expect(MarkdownExport.fileName(for: "../../etc/passwd") == "etc-passwd.md")
            #expect(MarkdownExport.fileName(for: ".hidden") == "hidden.md")
            #expect(MarkdownExport.fileName(for: "/") == "untitled.md")
            #expect(MarkdownExport.fileName(for: "") == "untitled.md")
            #expect(
                MarkdownExport.fileName(for: hostileTitle)
                    == "read-me-rm-rf-reboot-quoted-double-echo-pwned-tee-x-exit-next-line.md")
            #expect(MarkdownExport.fileName(for: "Grüße aus Köln!") == "grüße-aus-köln.md")
            let long = MarkdownExport.fileName(for: String(repeating: "word ", count: 40))
            #expect(long.count == 79 + 3)
            #expect(long.hasSuffix("word.md"))
        }

        @Test func exportWritesIntoTheFolderAndRefusesToOverwrite() async throws {
            let programs = try StandInPrograms()
            defer { programs.remove() }
            let folder = programs.folder.appendingPathComponent("exports/nested")
            let sharing = SystemSharing(
                settings: ShareSettings(markdownDirectory: folder), environment: programs.environment())
            let file = try await sharing.exportMarkdown(item, overwrite: false)
            #expect(
                file.path
                    == folder.appendingPathComponent("swift-6-released-today.md").standardizedFileURL.path)
            #expect(try String(contentsOf: file, encoding: .utf8) == MarkdownExport.document(for: item))

            var changed = item
            changed.text = "Changed."
            let error = await #expect(throws: ShareError.self) {
                try await sharing.exportMarkdown(changed, overwrite: false)
            }
            #expect(error == .fileExists(path: file.path))
            #expect(try String(contentsOf: file, encoding: .utf8) == MarkdownExport.document(for: item))

            let again = try await sharing.exportMarkdown(changed, overwrite: true)
            #expect(again == file)
            #expect(try String(contentsOf: file, encoding: .utf8).hasSuffix("Changed.\n"))
        }

        @Test func aTitleOfPathSeparatorsStaysInsideTheFolder() async throws {
            let programs = try StandInPrograms()
            defer { programs.remove() }
            let folder = programs.folder.appendingPathComponent("exports")
            let sharing = SystemSharing(
                settings: ShareSettings(markdownDirectory: folder), environment: programs.environment())
            let file = try await sharing.exportMarkdown(
                ShareItem(title: "../../../tmp/evil"), overwrite: false)
            #expect(file.deletingLastPathComponent().path == folder.standardizedFileURL.path)
            #expect(file.lastPathComponent == "tmp-evil.md")
        }

        @Test func anUnwritableFolderIsReported() async throws {
            let programs = try StandInPrograms()
            defer { programs.remove() }
            let blocker = programs.folder.appendingPathComponent("a-file")
            try Data("x".utf8).write(to: blocker)
            let sharing = SystemSharing(
                settings: ShareSettings(markdownDirectory: blocker.appendingPathComponent("inside")),
                environment: programs.environment())
            let error = await #expect(throws: ShareError.self) {
                try await sharing.exportMarkdown(ShareItem(title: "Title"), overwrite: false)
            }
            guard case .cannotWrite(let path, _) = error else {
                Issue.record("expected cannotWrite, got \(String(describing: error))")
                return
            }
            #expect(path == blocker.appendingPathComponent("inside/title.md").path)
        }
    }
}
