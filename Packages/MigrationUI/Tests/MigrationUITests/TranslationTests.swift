import ConfigurationService
import Foundation
import MigrationLogic
import NewsboatService
import TerminalUI
import Testing

@testable import MigrationUI

/// Two screens shaped like Tidings' own, for the translation to bind on.
enum FeedListTestAction: String, ScreenAction {
    case down, up, open, nextUnread = "next-unread", refreshAll = "refresh-all", markAllRead = "mark-all-read"

    static let table = ActionTable<Self>(
        screen: "feeds",
        [
            .init(.down, .character("j"), .down, help: "down"), .init(.up, .character("k"), .up, help: "up"),
            .init(.open, .enter, .right, help: "open"), .init(.nextUnread, .character("n"), help: "next"),
            .init(.refreshAll, .character("R"), help: "refresh"),
            .init(.markAllRead, .character("A"), help: "mark"),
        ])
}

enum ArticleListTestAction: String, ScreenAction {
    case down, up, open, toggleRead = "toggle-read", toggleStar = "toggle-star", nextUnread = "next-unread"

    static let table = ActionTable<Self>(
        screen: "articles",
        [
            .init(.down, .character("j"), .down, help: "down"), .init(.up, .character("k"), .up, help: "up"),
            .init(.open, .enter, .right, help: "open"), .init(.toggleRead, .character("u"), help: "read"),
            .init(.toggleStar, .character("s"), help: "star"),
            .init(.nextUnread, .character("n"), help: "next"),
        ])
}

let testTables: [any ActionTableDescribing] = [FeedListTestAction.table, ArticleListTestAction.table]

func directives(_ text: String) throws -> [NewsboatConfigFile.Directive] {
    try NewsboatConfigFile(text, file: URL(fileURLWithPath: "/home/me/.newsboat/config")).directives
}

func translated(_ text: String, over current: [String: SettingValue] = [:]) throws -> InterfaceSettings {
    try InterfaceTranslation(tables: testTables, shared: SharedAction.table)
        .translate(try directives(text), over: current, file: "/home/me/.config/tidings/Tidings.plist")
}

func keys(_ settings: InterfaceSettings) -> [String: [String: [String]]] {
    InterfaceTranslation.keySections(settings.entries["keys"])
}

@Suite struct KeyBindingTranslations {
    @Test func aBindingAddsTheKeyAndTakesItFromWhateverHadIt() throws {
        let settings = try translated("bind-key x toggle-article-read articlelist\nbind-key n open")
        #expect(
            keys(settings) == [
                "articles": [
                    "toggle-read": ["u", "x"], "open": ["enter", "right", "n"], "next-unread": [],
                ],
                "feeds": ["open": ["enter", "right", "n"], "next-unread": []],
            ])
        #expect(settings.notImported.isEmpty)
        #expect(settings.handled.count == 2)
    }

    @Test func aBindingNewsboatAlreadyHasHereWritesNothing() throws {
        let settings = try translated("bind-key j down\nbind-key DOWN down feedlist")
        #expect(settings.entries.isEmpty)
        #expect(settings.notImported.isEmpty)
    }

    @Test func whatHasNoCounterpartIsReportedWithItsReason() throws {
        let settings = try translated(
            """
            bind-key X save
            bind-key x toggle-article-read feedlist
            bind-key INSERT open
            bind-key x open urlview
            bind-key q open
            bind-key j
            """)
        #expect(
            settings.notImported.map(\.reason) == [
                "Tidings has no action like save",
                "no screen of Tidings that this binding covers has toggle-read, newsboat's toggle-article-read",
                "Tidings has no key named INSERT", "Tidings has no screen like newsboat's urlview",
                "q is Tidings' key for back on every screen; bind back to another key first",
                "bind-key takes a key, an operation and, optionally, a dialog",
            ])
        #expect(settings.notImported.map(\.location.line) == [1, 2, 3, 4, 5, 6])
        #expect(settings.entries.isEmpty)
    }

    @Test func quitAndHelpAreBoundEverywhereAndUnbindingRemovesAKey() throws {
        let settings = try translated(
            "bind-key ESC hard-quit\nunbind-key n articlelist\nbind-key ^D pagedown")
        #expect(keys(settings)["global"] == ["back": ["q", "left"], "quit": ["^C", "esc"]])
        #expect(keys(settings)["articles"] == ["next-unread": []])
        #expect(
            settings.notImported.map(\.reason) == [
                "no screen of Tidings that this binding covers has page-down, newsboat's pagedown"
            ])
    }

    @Test func unbindingEverythingKeepsAWayOut() throws {
        let settings = try translated("unbind-key -a\nbind-key j down")
        let sections = keys(settings)
        #expect(sections["feeds"]?["down"] == ["j"])
        #expect(sections["feeds"]?["up"] == [])
        #expect(sections["global"] == ["back": [], "help": []])
    }

    @Test func thePlistsOwnBindingsAreTheStartingPoint() throws {
        let current: [String: SettingValue] = [
            "keys": .dictionary(["feeds": .dictionary(["down": .array([.string("J")])])])
        ]
        let settings = try translated("bind-key j down feedlist", over: current)
        #expect(keys(settings) == ["feeds": ["down": ["J", "j"]]])
    }
}

@Suite struct ColorTranslations {
    @Test func elementsBecomeStyles() throws {
        let settings = try translated(
            """
            color listfocus black yellow bold
            color listnormal_unread color208 default
            color info default default
            color title white blue standout blink
            """)
        #expect(
            settings.entries == [
                "theme.selection": .string("bold black on yellow"), "theme.unread": .string("color208"),
                "theme.status-line": .string("plain"), "theme.heading": .string("reverse white on blue"),
            ])
        #expect(settings.notImported.map(\.reason) == ["imported without blink, which Tidings does not draw"])
    }

    @Test func whatTidingsDoesNotColourIsReported() throws {
        let settings = try translated(
            "color background white black\ncolor hint-key red default\ncolor listfocus orange default\ncolor info red"
        )
        #expect(
            settings.notImported.map(\.reason) == [
                "Tidings draws on the terminal's own background",
                "Tidings has no style like newsboat's hint-key",
                "orange is not a colour Tidings knows",
                "color takes an element, a foreground and a background colour",
            ])
        #expect(settings.entries.isEmpty)
    }
}
