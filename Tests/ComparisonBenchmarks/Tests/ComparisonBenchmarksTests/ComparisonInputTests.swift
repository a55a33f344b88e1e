import ComparisonBenchmarking
import Foundation
import Testing

/// What the comparison writes for the readers and reads back from them.
@Suite struct ComparisonInputTests {
    @Test func newsboatGetsItsThreadsAndATimeoutAndNothingElse() {
        #expect(RefreshComparison.newsboatConfig(threads: 8) == "reload-threads 8\ndownload-timeout 30\n")
    }

    @Test func theEnvironmentKeepsBothReadersAwayFromTheUsersSettings() {
        let environment = ComparisonPrograms.environment(home: URL(fileURLWithPath: "/tmp/home"))
        #expect(environment["HOME"] == "/tmp/home")
        #expect(environment["XDG_CONFIG_HOME"] == "/tmp/home/.config")
        #expect(environment["XDG_DATA_HOME"] == "/tmp/home/.local/share")
        #expect(environment.keys.allSatisfy { !$0.hasPrefix("TIDINGS_") })
    }

    @Test func programsAreFoundOnThePath() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "path-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let program = folder.appendingPathComponent("reader")
        try Data("#!/bin/sh\n".utf8).write(to: program)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: program.path)
        #expect(ComparisonPrograms.onPath("reader", path: "/nonexistent:\(folder.path)") == program.path)
        #expect(ComparisonPrograms.onPath("absent-reader", path: folder.path) == "/usr/bin/absent-reader")
    }

    @Test func missingProgramsAreNamed() {
        let programs = ComparisonPrograms(
            tidings: "/bin/sh", parserBench: "/bin/sh", syncFloor: "/bin/sh",
            newsboat: "/nonexistent/newsboat", sfeed: "/bin/sh",
            python: "/bin/sh", scripts: ComparisonPrograms.packageScripts)
        #expect(
            throws: ComparisonError.missingProgram(
                name: "newsboat (Debian package newsboat)", path: "/nonexistent/newsboat")
        ) { try programs.check() }
        var complete = programs
        complete.newsboat = "/bin/sh"
        #expect(throws: Never.self) { try complete.check() }
        var withoutSfeed = complete
        withoutSfeed.sfeed = "/nonexistent/sfeed"
        #expect(
            throws: ComparisonError.missingProgram(
                name: "sfeed (Debian package sfeed)", path: "/nonexistent/sfeed")
        ) { try withoutSfeed.check() }
    }

    @Test func theOPMLFollowsEveryURL() throws {
        let urls = try [1, 2].map {
            try #require(URL(string: "http://127.0.0.1:8080/feeds/feed-00\($0).xml"))
        }
        let opml = RefreshComparison.opml(urls)
        #expect(opml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<opml version=\"2.0\">"))
        #expect(
            opml.contains(
                "<outline text=\"feed-001.xml\" type=\"rss\" xmlUrl=\"http://127.0.0.1:8080/feeds/feed-001.xml\"/>"
            ))
        #expect(opml.components(separatedBy: "<outline ").count - 1 == 2)
    }

    @Test func tidingsTotalsComeFromFeedsJSON() throws {
        let json = #"[{"id": 1, "total": 36, "unread": 36}, {"id": 2, "total": 40, "unread": 0}]"#
        let totals = try RefreshComparison.tidingsTotals(json)
        #expect(totals.feeds == 2)
        #expect(totals.articles == 76)
        #expect(throws: ComparisonError.self) { try RefreshComparison.tidingsTotals("not json") }
    }
}
