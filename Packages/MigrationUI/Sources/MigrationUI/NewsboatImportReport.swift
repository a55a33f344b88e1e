import ArticleLogic
import ConfigurationService
import FoundationEssentials
import MigrationLogic
import NewsboatService
import SyncService
import TerminalTextService

/// The lines `tidings import newsboat` prints: what came over, the settings it changed, what was
/// left out, and every line that had no counterpart with its file and line number.
enum NewsboatImportReport {
    static func lines(_ report: MigrationReport) -> [String] {
        let folder = report.files.urls.deletingLastPathComponent().path
        var lines = [
            (report.dryRun ? "Would import from newsboat (" : "Imported from newsboat (") + clean(folder)
                + "):"
        ]
        lines.append(
            "  feeds          \(report.feedsAdded) added (\(report.feedsRenamed) renamed, \(report.feedsHidden) hidden"
                + (report.feedsKeepingFullText > 0
                    ? ", \(report.feedsKeepingFullText) keeping full texts" : "")
                + "), \(report.feedsAlreadyFollowed) already followed")
        let articles = report.articles
        if report.files.cache == nil {
            lines.append("  articles       none: there is no cache.db")
        } else {
            lines.append(
                "  articles       \(articles.added) added (\(articles.read) read, \(articles.starred) starred), "
                    + "\(articles.removed) deleted in newsboat kept so that they do not come back, "
                    + "\(articles.alreadyHere) already here")
        }
        lines.append(
            "  query feeds    \(report.queryFeedsAdded) added, \(report.queryFeedsAlreadyThere) already there"
        )
        var rules =
            "  ignore rules   \(report.ignoreRulesAdded) added, \(report.ignoreRulesAlreadyThere) already there"
        if report.articlesHidden > 0 { rules += "; \(count(report.articlesHidden, "article")) hidden now" }
        lines.append(rules)
        if let account = report.account {
            let server =
                "\(account.kind.displayName) at \(clean(account.url.absoluteString)) as \(clean(account.user))"
            let line: String =
                switch report.accountOutcome {
                case .added(let name): "  account        \(clean(name)) added: \(server)"
                case .alreadyThere(let name): "  account        \(clean(name)) already there: \(server)"
                case .failed(let reason): "  account        not added (\(clean(reason))): \(server)"
                case nil: "  account        \(server)"
                }
            lines.append(line)
            if let note = account.note { lines.append("                 \(clean(note))") }
        }
        lines += settingsLines(report)
        var leftOut: [String] = []
        if report.articlesLeftOut > 0 {
            leftOut.append(
                "  cache.db: \(count(report.articlesLeftOut, "article")) of \(count(report.feedsLeftOut, "feed")) "
                    + "no longer in urls")
        }
        if report.articlesWithOtherFlags > 0 {
            let letters = report.otherFlagLetters.map(String.init).joined(separator: ", ")
            leftOut.append(
                "  \(count(report.articlesWithOtherFlags, "article")) carry flags other than the star (\(clean(letters))), "
                    + "which Tidings does not keep")
        }
        if !leftOut.isEmpty { lines += ["Left out:"] + leftOut }
        if !report.notImported.isEmpty {
            lines.append("Not imported (\(count(report.notImported.count, "line"))):")
            for entry in report.notImported {
                lines.append(
                    "  \(clean(entry.location.file.lastPathComponent)):\(entry.location.line)  \(clean(entry.text))"
                )
                lines.append("      \(clean(entry.reason))")
            }
        }
        if report.dryRun {
            lines.append("Dry run: nothing was changed; run it without --dry-run to import.")
        } else if report.addedNothing {
            lines.append("Nothing new: everything was imported before.")
        } else if report.feedsAdded > 0 {
            lines.append(
                "Run `tidings refresh` to fetch what is new; the articles imported are recognised, not added again."
            )
        }
        return lines
    }

    private static func settingsLines(_ report: MigrationReport) -> [String] {
        guard !report.settings.isEmpty else { return ["  settings       unchanged"] }
        var lines = [
            "  settings       \(report.settings.count) changed in \(clean(report.settingsFile.path))"
        ]
        if let backup = report.settingsBackup {
            lines.append("                 (its previous contents: \(clean(backup.path)))")
        }
        for change in report.settings {
            let before = change.before.map { clean(summary($0)) + " → " } ?? ""
            lines.append("                 \(change.key): \(before)\(clean(summary(change.after)))")
        }
        return lines
    }

    /// A setting's value in a few words; a whole `keys` section as how many bindings it holds.
    static func summary(_ value: SettingValue) -> String {
        guard case .dictionary(let sections) = value else { return value.displayText }
        let bindings = sections.values.reduce(0) { total, section in
            if case .dictionary(let actions) = section { total + actions.count } else { total }
        }
        return "\(count(bindings, "action")) bound on \(count(sections.count, "screen"))"
    }

    private static func clean(_ text: String) -> String {
        TerminalText.sanitize(text, tabs: .expand(width: 1))
    }

    /// `1 article`, `3 articles`.
    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
