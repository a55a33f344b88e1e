import ArticleLogic
import ExitCodeUI
import Foundation
import LibraryModelLogic
import NavigationUI
import ReaderUI
import ShareService
import TerminalUI
import Testing

@MainActor @Suite struct SharingArticles {
    @Test func shareItemCarriesTheTextWithItsLinks() async throws {
        let fixture = try await ReaderFixture()
        defer { fixture.programs.remove() }
        let share = ShareViewModel(readable: try await fixture.articles.readable(ArticleID(1), width: 72))
        #expect(share.item.title == "Swift 6.2 released")
        #expect(share.item.url == link("https://swift.example/6.2"))
        #expect(share.item.author == "Jane Doe, John Roe")
        #expect(share.item.date == testNow.addingTimeInterval(-7200))
        #expect(
            share.item.text
                == "Read the release notes[1] and the guide[2].\n\nSecond paragraph.\n\n"
                + "[1] https://swift.example/notes\n[2] https://swift.example/guide")
        #expect(share.sentence(for: .file, outcome: "/tmp/x.md") == "Wrote /tmp/x.md")
    }

    @Test func clipboardGetsTheTitleAndTextWhenThereIsNoLink() async throws {
        let fixture = try await ReaderFixture()
        defer { fixture.programs.remove() }
        try fixture.programs.install("copy")
        let (controller, lines) = try await fixture.oneShot(
            Routes.share(.init(id: ArticleID(2), to: .clipboard)))
        #expect(controller.failure == nil)
        #expect(lines == ["Copied the title and text to the clipboard with copy"])
        #expect(fixture.programs.input(of: "copy") == "No link here\n\nJust text.")
    }

    @Test func fileWritesMarkdownOnceAndRefusesToOverwrite() async throws {
        let fixture = try await ReaderFixture()
        defer { fixture.programs.remove() }
        let file = fixture.programs.exports.appendingPathComponent("swift-6-2-released.md")
        let (controller, lines) = try await fixture.oneShot(
            Routes.share(.init(id: ArticleID(1), to: .file)), width: 200)
        #expect(controller.failure == nil)
        #expect(lines == ["Wrote \(file.path)"])
        let document = try String(contentsOf: file, encoding: .utf8)
        #expect(document.hasPrefix("# Swift 6.2 released\n\n- Link: <https://swift.example/6.2>\n"))
        #expect(document.contains("[2] https://swift.example/guide"))
        let (again, _) = try await fixture.oneShot(Routes.share(.init(id: ArticleID(1), to: .file)))
        #expect(again.failure?.exitStatus == ExitCode.ioError.rawValue)
        #expect(again.failure?.message.hasPrefix("\(file.path) already exists") == true)
    }

    @Test func browserAndMailGoThroughTheOpener() async throws {
        let fixture = try await ReaderFixture()
        defer { fixture.programs.remove() }
        try fixture.programs.install("browse")
        let (_, opened) = try await fixture.oneShot(Routes.share(.init(id: ArticleID(1), to: .browser)))
        #expect(opened == ["Opened https://swift.example/6.2 with browse"])
        let (_, mailed) = try await fixture.oneShot(Routes.share(.init(id: ArticleID(1), to: .email)))
        #expect(mailed == ["Opened a new mail about “Swift 6.2 released” with browse"])
        #expect(
            fixture.programs.arguments(of: "browse")?.first?.hasPrefix(
                "mailto:?subject=Swift%206.2%20released") == true)
        let (noLink, _) = try await fixture.oneShot(Routes.share(.init(id: ArticleID(2), to: .browser)))
        #expect(noLink.failure?.exitStatus == ExitCode.badData.rawValue)
    }

    @Test func missingOrFailingProgramsAreUnavailable() async throws {
        let fixture = try await ReaderFixture()
        defer { fixture.programs.remove() }
        let (missing, _) = try await fixture.oneShot(Routes.share(.init(id: ArticleID(1), to: .clipboard)))
        #expect(missing.failure?.exitStatus == ExitCode.unavailable.rawValue)
        #expect(
            missing.failure?.message
                == "cannot copy to the clipboard: none of the programs tried is installed (tried copy); "
                + "install one of them or change share.clipboardCommands")
        try fixture.programs.install("copy", exitStatus: 1, errorMessage: "no display")
        let (failing, _) = try await fixture.oneShot(Routes.share(.init(id: ArticleID(1), to: .clipboard)))
        #expect(failing.failure?.exitStatus == ExitCode.unavailable.rawValue)
        #expect(
            failing.failure?.message == "cannot copy to the clipboard: copy exited with status 1: no display")
    }

    @Test func shareRoutesNeedADestinationAndAKnownArticle() async throws {
        let fixture = try await ReaderFixture()
        defer { fixture.programs.remove() }
        #expect(throws: RouteError.self) { try fixture.router.controller(for: "tidings://share/1") }
        #expect(throws: RouteError.self) { try fixture.router.controller(for: "tidings://share/1?to=fax") }
        let (unknown, _) = try await fixture.oneShot(Routes.share(.init(id: ArticleID(42), to: .file)))
        #expect(unknown.failure?.exitStatus == ExitCode.usage.rawValue)
    }
}
