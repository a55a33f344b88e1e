import Foundation

/// Tidings' side of a sync row: one library, an account added to it, and timed, checked
/// `tidings sync --json` runs.
struct TidingsSyncRuns: Sendable {
    var programs: ComparisonPrograms
    var runner: ProgramRunner
    var environment: [String: String]
    /// The library's folder, emptied before each first sync.
    var library: URL
    /// How many feeds every sync must leave in the library.
    var feedCount: Int

    /// An empty library, the account added (untimed), then a timed first sync that must bring
    /// `expected` articles.
    func firstSync(kind: String, url: URL, user: String, passwordFile: URL, expected: Int)
        throws(ComparisonError) -> ProgramRun
    {
        try? FileManager.default.removeItem(at: library)
        _ = try runner.runChecked(
            programs.tidings,
            [
                "--data-dir", library.path, "account", "add", kind, url.absoluteString, "--user", user,
                "--password-file", passwordFile.path,
            ],
            environment: environment, timeoutSeconds: 60, measuringMemory: false)
        return try sync(expected: expected, new: expected)
    }

    /// A timed `tidings sync --json`, checked: it succeeded, brought `new` articles, and the
    /// library holds `expected`.
    func sync(expected: Int, new: Int) throws(ComparisonError) -> ProgramRun {
        let base = ["--data-dir", library.path]
        let run = try runner.runChecked(
            programs.tidings, base + ["sync", "--json"], environment: environment, timeoutSeconds: 600)
        let outcome = (try? JSONSerialization.jsonObject(with: Data(run.output.utf8))) as? [String: Any]
        let brought = ((outcome?["accounts"] as? [[String: Any]])?.first?["newArticles"] as? Int) ?? -1
        guard brought == new else {
            throw .verificationFailed(
                "tidings sync brought \(brought) new articles, not \(new): \(run.output)")
        }
        let feeds = try runner.runChecked(
            programs.tidings, base + ["feeds", "--json"], environment: environment, timeoutSeconds: 120,
            measuringMemory: false)
        let totals = try RefreshComparison.tidingsTotals(feeds.output)
        guard totals == (feeds: feedCount, articles: expected) else {
            throw .verificationFailed(
                "after a sync tidings holds \(totals.articles) articles in \(totals.feeds) feeds, not \(expected) in \(feedCount)"
            )
        }
        return run
    }

    /// `password` in a file under `folder` only its owner may read.
    static func passwordFile(_ password: String, in folder: URL) throws(ComparisonError) -> URL {
        let file = folder.appendingPathComponent("sync-password")
        try writeFile(Data("\(password)\n".utf8), to: file)
        _ = try? FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
        return file
    }
}
