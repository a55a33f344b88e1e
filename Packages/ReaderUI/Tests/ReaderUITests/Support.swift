import ArticleLogic
import DatabaseService
import Foundation
import LibraryModelLogic
import NavigationUI
import ReaderUI
import ShareService
import TerminalUI

/// 2026-01-15 12:00:00 UTC.
let testNow = Date(timeIntervalSince1970: 1_768_478_400)

/// A URL from a literal the test knows to be valid.
func link(_ text: String) -> URL {
    guard let url = URL(string: text) else { preconditionFailure("not a URL: \(text)") }
    return url
}

/// Programs standing in for the clipboard and the browser: each records its arguments, one per
/// line, and its standard input next to itself, then exits with the status it was given.
struct StandInPrograms {
    let folder: URL
    let bin: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "reader-ui-\(UUID().uuidString)")
        bin = folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    }

    func install(_ name: String, exitStatus: Int32 = 0, errorMessage: String = "") throws {
        let record = folder.appendingPathComponent(name).path
        let script = """
            #!/bin/sh
            printf '%s\\n' "$@" > '\(record).args'
            /bin/cat > '\(record).stdin'
            printf '%s' '\(errorMessage)' >&2
            exit \(exitStatus)

            """
        let file = bin.appendingPathComponent(name)
        try Data(script.utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
    }

    /// The arguments `name` was run with, or nil when it never ran.
    func arguments(of name: String) -> [String]? {
        (try? String(contentsOf: folder.appendingPathComponent("\(name).args"), encoding: .utf8))
            .map { $0.split(separator: "\n").map(String.init) }
    }

    /// What `name` read from its standard input.
    func input(of name: String) -> String? {
        try? String(contentsOf: folder.appendingPathComponent("\(name).stdin"), encoding: .utf8)
    }

    /// Where Markdown files are written.
    var exports: URL { folder.appendingPathComponent("exports") }

    /// Sharing through the stand-ins only: `copy` for the clipboard and `browse` for links.
    var sharing: SystemSharing {
        SystemSharing(
            settings: ShareSettings(
                clipboardCommands: [["copy"]], useBrowserVariable: false, browserCommands: [["browse"]],
                markdownDirectory: exports, timeoutSeconds: 5, launchWaitSeconds: 5),
            environment: ["PATH": bin.path])
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }
}

/// The library behind the reader (the stores on an in-memory database), all unread, newest first: 1 Swift 6.2 released
/// (HTML with two links, 2 h old), 2 No link here (plain text, 3 h), 3 A long read (40
/// paragraphs, 5 h).
@MainActor
struct ReaderFixture {
    let articles: StoredArticles
    let programs: StandInPrograms
    let router = Router()

    init(textWidth: Int = 40) async throws {
        let database = try Database.openInMemory(options: DatabaseOptions())
        try await database.migrate(ArticleSchema.schema)
        articles = StoredArticles(
            database: database, subscriptions: FixedSubscriptionFacts(), now: { testNow })
        programs = try StandInPrograms()
        let release = IncomingArticle(
            guid: "s1", link: link("https://swift.example/6.2"), title: "Swift 6.2 released",
            authors: ["Jane Doe", "John Roe"], published: testNow.addingTimeInterval(-2 * 3600),
            summary: "<p>Read the <a href=\"https://swift.example/notes\">release notes</a> and the "
                + "<a href=\"/guide\">guide</a>.</p><p>Second paragraph.</p>",
            bodyIsHTML: true, plainText: "Read the release notes and the guide. Second paragraph.")
        let plain = IncomingArticle(
            guid: "s2", title: "No link here", published: testNow.addingTimeInterval(-3 * 3600),
            summary: "Just text.", plainText: "Just text.")
        let long = IncomingArticle(
            guid: "s3", title: "A long read", published: testNow.addingTimeInterval(-5 * 3600),
            summary: (1...40).map { "Paragraph \($0)." }.joined(separator: "\n\n"), plainText: "Paragraphs.")
        _ = try await database.unitOfWork {
            try StoredArticles(database: database, subscriptions: FixedSubscriptionFacts()).merge(
                [release, plain, long], into: FeedID(1), feedTitle: "Swift Blog", now: testNow, in: $0)
        }
        ReaderScreens.register(
            in: router,
            dependencies: ReaderDependencies(
                articles: articles, sharing: programs.sharing, now: { testNow }, textWidth: textWidth))
    }

    /// Builds, loads and draws a screen once, as a one-shot command does.
    func oneShot(_ url: String, width: Int = 60) async throws -> (ViewController, [String]) {
        let controller = try router.controller(for: url)
        await controller.load()
        return (controller, controller.view.render(width: width))
    }

    /// A navigation showing `url`, for scripted keys.
    func interactive(_ url: String) async throws -> NavigationController {
        let navigation = NavigationController(router: router)
        try await navigation.open(url)
        return navigation
    }
}
