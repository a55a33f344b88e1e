import Foundation
import ShareService
import Testing

extension ProgramSpawning {
    @Suite struct OpeningLinks {
        @Test func theURLIsOneArgumentOfTheConfiguredOpener() async throws {
            let programs = try StandInPrograms()
            defer { programs.remove() }
            try programs.install("xdg-open")
            let url = try hostileURL()
            let sharing = SystemSharing(settings: ShareSettings(), environment: programs.environment())
            #expect(try await sharing.open(url) == "xdg-open")
            #expect(programs.arguments(of: "xdg-open") == [url.absoluteString])
            #expect(url.absoluteString == "https://example.org/a?q=$(touch$HOME/pwned);x='1'&y=(id)*!")
        }

        @Test(arguments: ["javascript:alert(document.cookie)", "file:///etc/passwd", "data:text/plain,hello"])
        func onlyWebLinksReachTheBrowser(link: String) async throws {
            let programs = try StandInPrograms()
            defer { programs.remove() }
            try programs.install("xdg-open")
            let url = try #require(URL(string: link))
            let sharing = SystemSharing(settings: ShareSettings(), environment: programs.environment())
            await #expect(throws: ShareError.refusedLink(link)) { try await sharing.open(url) }
            #expect(programs.arguments(of: "xdg-open") == nil)
            #expect(ShareError.refusedLink(link).description.contains("only http and https links are opened"))
        }

        @Test func browserEntriesAreTriedInOrderWithTheirPlaceholders() async throws {
            let programs = try StandInPrograms()
            defer { programs.remove() }
            try programs.install("stand-browser")
            try programs.install("xdg-open")
            let url = try hostileURL()
            let sharing = SystemSharing(
                settings: ShareSettings(),
                environment: programs.environment(
                    browser: "not-installed %s:stand-browser --new-tab --url=%s 100%%"))
            #expect(try await sharing.open(url) == "stand-browser")
            // "%s" is the URL, "%%" a percent sign.
            #expect(
                programs.arguments(of: "stand-browser") == [
                    "--new-tab", "--url=\(url.absoluteString)", "100%",
                ])
            #expect(programs.arguments(of: "xdg-open") == nil)
        }

        @Test func aBrowserEntryWithoutPlaceholderGetsTheURLLast() async throws {
            let programs = try StandInPrograms()
            defer { programs.remove() }
            try programs.install("stand-browser")
            let sharing = SystemSharing(
                settings: ShareSettings(),
                environment: programs.environment(browser: "stand-browser --private"))
            let url = try #require(URL(string: "https://example.org/feed?x=1&y=2"))
            #expect(try await sharing.open(url) == "stand-browser")
            #expect(
                programs.arguments(of: "stand-browser") == ["--private", "https://example.org/feed?x=1&y=2"])
        }

        @Test func theBrowserVariableIsIgnoredWhenTheSettingSaysSo() async throws {
            let programs = try StandInPrograms()
            defer { programs.remove() }
            try programs.install("stand-browser")
            try programs.install("open")
            let sharing = SystemSharing(
                settings: ShareSettings(useBrowserVariable: false),
                environment: programs.environment(browser: "stand-browser"))
            let url = try #require(URL(string: "https://example.org/"))
            #expect(try await sharing.open(url) == "open")
            #expect(programs.arguments(of: "open") == ["https://example.org/"])
            #expect(programs.arguments(of: "stand-browser") == nil)
        }

        @Test func anOpenerStillRunningAfterTheLaunchWaitHasOpenedTheLink() async throws {
            let programs = try StandInPrograms()
            defer { programs.remove() }
            try programs.install("stand-browser", sleepSeconds: 20)
            defer { programs.killIfRunning("stand-browser") }
            let settings = ShareSettings(
                useBrowserVariable: true, browserCommands: [], launchWaitSeconds: 0.5)
            let sharing = SystemSharing(
                settings: settings, environment: programs.environment(browser: "stand-browser"))
            let url = try #require(URL(string: "https://example.org/"))
            #expect(try await sharing.open(url) == "stand-browser")
            #expect(programs.arguments(of: "stand-browser") == ["https://example.org/"])
            #expect(programs.isAlive("stand-browser"))
        }

        @Test func failingOpenersAreReportedWithTheirStatus() async throws {
            let programs = try StandInPrograms()
            defer { programs.remove() }
            try programs.install("xdg-open", exitStatus: 3, errorMessage: "xdg-open: no method available")
            let sharing = SystemSharing(settings: ShareSettings(), environment: programs.environment())
            let url = try #require(URL(string: "https://example.org/"))
            let error = await #expect(throws: ShareError.self) { try await sharing.open(url) }
            #expect(
                error
                    == .programsFailed(
                        action: .open,
                        failures: [
                            ProgramFailure(
                                command: ["xdg-open", "https://example.org/"],
                                reason: .exited(status: 3, message: "xdg-open: no method available"))
                        ]))
        }

        @Test func withNothingInstalledTheErrorNamesTheOpenersTried() async throws {
            let programs = try StandInPrograms()
            defer { programs.remove() }
            let sharing = SystemSharing(
                settings: ShareSettings(), environment: programs.environment(browser: "firefox"))
            let url = try #require(URL(string: "https://example.org/"))
            let error = await #expect(throws: ShareError.self) { try await sharing.open(url) }
            #expect(error == .noProgramFound(action: .open, tried: ["firefox", "xdg-open", "open"]))
            #expect(error?.description.contains("change $BROWSER or share.browserCommands") == true)
        }
    }
}
