import ArticleLogic
import ConfigurationService
import FoundationEssentials
import MigrationLogic
import NewsboatService
import SyncService

/// `import newsboat --json`: the report as an object. Settings' values are written as text (JSON
/// for lists and sections); absent values are left out.
struct NewsboatImportJSON: Encodable {
    struct Files: Encodable {
        let urls: String
        let config: String?
        let cache: String?
    }

    struct Feeds: Encodable {
        let added, alreadyFollowed, renamed, hidden, fullText: Int
    }

    struct Articles: Encodable {
        let added, read, starred, removed, alreadyHere, leftOut, feedsLeftOut, withOtherFlags: Int
        let otherFlags: [String]
    }

    struct Counts: Encodable {
        let added, alreadyThere: Int
        let hiddenNow: Int?
    }

    struct Setting: Encodable {
        let key: String
        let before: String?
        let after: String
    }

    struct Settings: Encodable {
        let file: String
        let backup: String?
        let changed: [Setting]
    }

    struct Line: Encodable {
        let file: String
        let line: Int
        let text: String
        let reason: String
    }

    let dryRun: Bool
    let from: Files
    let feeds: Feeds
    let articles: Articles
    let queryFeeds: Counts
    let ignoreRules: Counts
    let settings: Settings
    let notImported: [Line]
    let account: Account?

    /// The sync account `urls-source` named: where, whose, and what became of it.
    struct Account: Encodable, Sendable {
        let kind: String
        let url: String
        let user: String
        /// `added`, `alreadyThere`, `failed`, or `planned` in a dry run.
        let outcome: String
        let name: String?
        let reason: String?
        let note: String?
    }

    init(_ report: MigrationReport) {
        account = report.account.map { planned in
            let (outcome, name, reason): (String, String?, String?) =
                switch report.accountOutcome {
                case .added(let name): ("added", name, nil)
                case .alreadyThere(let name): ("alreadyThere", name, nil)
                case .failed(let reason): ("failed", nil, reason)
                case nil: ("planned", nil, nil)
                }
            return Account(
                kind: planned.kind.rawValue, url: planned.url.absoluteString, user: planned.user,
                outcome: outcome,
                name: name, reason: reason, note: planned.note)
        }
        dryRun = report.dryRun
        from = Files(
            urls: report.files.urls.path, config: report.files.config?.path, cache: report.files.cache?.path)
        feeds = Feeds(
            added: report.feedsAdded, alreadyFollowed: report.feedsAlreadyFollowed,
            renamed: report.feedsRenamed,
            hidden: report.feedsHidden, fullText: report.feedsKeepingFullText)
        let counts = report.articles
        articles = Articles(
            added: counts.added, read: counts.read, starred: counts.starred, removed: counts.removed,
            alreadyHere: counts.alreadyHere, leftOut: report.articlesLeftOut,
            feedsLeftOut: report.feedsLeftOut,
            withOtherFlags: report.articlesWithOtherFlags,
            otherFlags: report.otherFlagLetters.map(String.init))
        queryFeeds = Counts(
            added: report.queryFeedsAdded, alreadyThere: report.queryFeedsAlreadyThere, hiddenNow: nil)
        ignoreRules = Counts(
            added: report.ignoreRulesAdded, alreadyThere: report.ignoreRulesAlreadyThere,
            hiddenNow: report.articlesHidden)
        settings = Settings(
            file: report.settingsFile.path, backup: report.settingsBackup?.path,
            changed: report.settings.map {
                Setting(key: $0.key, before: $0.before?.displayText, after: $0.after.displayText)
            })
        notImported = report.notImported.map {
            Line(file: $0.location.file.path, line: $0.location.line, text: $0.text, reason: $0.reason)
        }
    }
}
