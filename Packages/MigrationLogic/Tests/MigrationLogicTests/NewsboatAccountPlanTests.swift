import Foundation
import SyncService
import Testing

@testable import MigrationLogic

@Suite struct NewsboatAccountPlanTests {
    func plan(_ lines: [(String, String)]) -> (account: PlannedAccount?, notImported: [NotImported]) {
        var plan = NewsboatAccountPlan()
        for (index, (command, value)) in lines.enumerated() {
            plan.read(
                command, value: value,
                location: SourceLine(file: URL(fileURLWithPath: "/config"), line: index + 1),
                text: "\(command) \(value)")
        }
        return plan.plan()
    }

    @Test
    func eachSourceBecomesItsServerKindAndAddress() throws {
        let ttrss = try #require(
            plan([
                ("urls-source", "ttrss"), ("ttrss-url", "https://h/tt-rss/"), ("ttrss-login", "me"),
                ("ttrss-passwordfile", "~/.ttrss"),
            ]).account)
        #expect(ttrss.kind == .ttrss && ttrss.url.absoluteString == "https://h/tt-rss/")
        #expect(ttrss.password == .file("~/.ttrss"))
        let fresh = try #require(
            plan([
                ("urls-source", "freshrss"), ("freshrss-url", "https://h/fresh/api/greader.php"),
                ("freshrss-login", "me"), ("freshrss-passwordeval", "pass show rss/fresh"),
            ]).account)
        #expect(fresh.kind == .greader && fresh.url.absoluteString == "https://h/fresh/api/greader.php")
        #expect(fresh.password == .command("pass show rss/fresh"))
        let miniflux = try #require(
            plan([
                ("urls-source", "miniflux"), ("miniflux-url", "https://m/"), ("miniflux-login", "me"),
                ("miniflux-password", "pw"),
            ]).account)
        #expect(miniflux.kind == .greader && miniflux.note?.contains("Google Reader API") == true)
        let old = try #require(
            plan([("urls-source", "oldreader"), ("oldreader-login", "me"), ("oldreader-password", "pw")])
                .account)
        #expect(old.url.absoluteString == "https://theoldreader.com/")
    }

    @Test
    func aPasswordCommandWithShellSyntaxRunsThroughShAsInNewsboat() {
        #expect(NewsboatAccountPlan.argumentCommand("pass show rss") == "pass show rss")
        #expect(
            NewsboatAccountPlan.argumentCommand("gpg -dq ~/.p.gpg | head -1")
                == "sh -c 'gpg -dq ~/.p.gpg | head -1'")
        #expect(NewsboatAccountPlan.argumentCommand("echo 'a' | cat") == #"sh -c 'echo '\''a'\'' | cat'"#)
    }

    @Test
    func whatCannotBeMappedIsSaidLineByLine() {
        let inoreader = plan([("urls-source", "inoreader"), ("inoreader-login", "me")])
        #expect(inoreader.account == nil)
        #expect(inoreader.notImported.first?.reason.contains("app id and key") == true)
        let ocnews = plan([("urls-source", "ocnews"), ("ocnews-url", "https://n/")])
        #expect(
            ocnews.account == nil
                && ocnews.notImported.first?.reason.contains("no adapter for ocnews") == true)
        let noPassword = plan([("urls-source", "ttrss"), ("ttrss-url", "https://h/"), ("ttrss-login", "me")])
        #expect(noPassword.account == nil)
        #expect(noPassword.notImported.first?.reason.contains("--password-stdin") == true)
        let local = plan([("urls-source", "local"), ("ttrss-flag-star", "s")])
        #expect(local.account == nil && local.notImported.count == 1)
    }
}
