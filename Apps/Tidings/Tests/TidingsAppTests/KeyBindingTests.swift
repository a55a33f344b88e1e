import ConfigurationService
import Foundation
import TerminalUI
import Testing

@testable import TidingsApp

/// The screens' actions: the README's key table comes from them, the defaults never put two
/// actions on one key, and a user's bindings are checked against them.
@MainActor @Suite struct KeyDeclarations {
    static let readme = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")

    @Test func theReadmeKeyTablesAreTheOnesTheDeclarationsWrite() async throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        let begin = try #require(text.range(of: KeyReference.begin), "README.md has no key table marker")
        let end = try #require(text.range(of: KeyReference.end, range: begin.upperBound..<text.endIndex))
        let tables = text[begin.upperBound..<end.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
        let expected = KeyReference.markdown(tables: try await RegisteredScreens.actionTables())
        #expect(
            tables == expected,
            "README.md's key tables differ from the declarations; replace them with:\n\(expected)")
    }

    @Test func theDefaultsPutOneActionOnEachKey() async throws {
        let tables = try await RegisteredScreens.actionTables()
        _ = try KeyBindings([:], file: "-", tables: tables, shared: SharedAction.table)
        let screens = tables.map(\.screen)
        #expect(Set(screens).count == screens.count, "every screen has a name of its own")
    }

    @Test func aBindingReplacesTheDefaultKeysOnItsScreenOrEverywhere() async throws {
        let bindings = try KeyBindings(
            ["articles": ["down": ["k"], "up": ["j"]], "global": ["down": ["J", "down"]]], file: "t.plist",
            tables: try await RegisteredScreens.actionTables(), shared: SharedAction.table)
        #expect(
            bindings.keys(for: "down", screen: "articles", defaults: [.character("j")]) == [.character("k")])
        #expect(
            bindings.keys(for: "down", screen: "feeds", defaults: [.character("j")]) == [
                .character("J"), .down,
            ])
        #expect(bindings.keys(for: "open", screen: "feeds", defaults: [.enter]) == [.enter])
    }

    @Test(arguments: [
        (
            ["articles": ["down": ["k"]]],
            "keys in t.plist: on the articles screen, k would do both down and up; bind one of them to another key"
        ),
        (
            ["global": ["back": ["j"]]],
            "keys in t.plist: on the feeds screen, j would do both down and back; bind one of them to another key"
        ),
        (
            ["articles": ["dwon": ["x"]]],
            "keys.articles.dwon in t.plist names no action of the articles screen; the actions are: bottom, down, "
                + "download, downloads, filter, mark-all-read, next-unread, open, open-in-browser, page-down, page-up, "
                + "refresh-all, refresh-feed, search, toggle-read, toggle-star, top, up"
        ),
        (
            ["timeline": ["down": ["x"]]],
            "keys.timeline in t.plist names no screen; the screens are: global, feeds, feed, articles, article, "
                + "search, downloads, download, queries"
        ),
        (
            ["feeds": ["down": ["ctrl-j"]]],
            "keys.feeds.down in t.plist: 'ctrl-j' is not a key; write a character, ^X, F1 to F12, enter, esc, tab, "
                + "backspace, delete, space, up, down, left, right, pgup, pgdn, home, end"
        ),
    ])
    func aWrongBindingIsOneSentence(sections: [String: [String: [String]]], message: String) async throws {
        let tables = try await RegisteredScreens.actionTables()
        do {
            _ = try KeyBindings(sections, file: "t.plist", tables: tables, shared: SharedAction.table)
            Issue.record("\(sections) was accepted")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func keyNamesReadBackWhatTheyWrite() {
        let keys: [Key] = [
            .character("j"), .character("G"), .character(" "), .enter, .escape, .control("d"), .function(5),
            .pageDown, .left,
        ]
        for key in keys { #expect(Key(name: key.name) == key, "\(key.name)") }
        #expect(Key(name: "ENTER") == .enter)
        #expect(Key(name: "^D") == .control("d"))
        #expect(Key(name: "nope") == nil)
    }
}

/// The screens' actions as a run registers them: every screen, on a library in a folder of its
/// own, with the shipped defaults.
@MainActor enum RegisteredScreens {
    static func actionTables() async throws -> [any ActionTableDescribing] {
        let defaults = try #require(ResourceLocator.defaultsFile(executable: nil))
        let configuration = try ConfigurationLoader(
            defaultsFile: defaults, userFile: URL(fileURLWithPath: "/nonexistent"), environment: [:]
        ).load()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("screens-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let composition = Composition(
            console: Console(environment: [:]), configuration: configuration, environment: [:],
            currentDirectory: folder.path, executable: nil)
        let library = try await Library.open(
            in: folder, configuration: composition.settings, fetcher: composition.fetcher,
            client: composition.client, pages: composition.pages, environment: [:])
        return try composition.screens(library: library).router.actionTables
    }
}
