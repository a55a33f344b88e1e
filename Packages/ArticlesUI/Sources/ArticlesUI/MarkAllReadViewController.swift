public import ArticleLogic
import ExitCodeUI
public import Foundation
import LibraryModelLogic
import NavigationUI
public import SubscriptionLogic
public import TerminalUI

/// Marks every unread article read (`tidings://mark-all-read?feed=&tag=&before=`), everywhere
/// or in one feed (an id, URL or title) or tag, optionally only those older than `before`, and
/// reports how many changed.
public final class MarkAllReadViewController: ViewController {
    private let feedReference: String?
    private let tag: String?
    private let before: Date?
    private let articles: any ArticleReading
    private let subscriptions: any SubscriptionManaging
    public let report = TextReport()

    public init(
        feed: String?, tag: String?, before: Date?, articles: any ArticleReading,
        subscriptions: any SubscriptionManaging
    ) {
        self.feedReference = feed
        self.tag = tag
        self.before = before
        self.articles = articles
        self.subscriptions = subscriptions
    }

    override public var title: String { "Mark all read" }

    override public func makeView() -> any View { ReportView(report: report) }

    override public func load() async {
        do {
            let scope = try await subscriptions.scope(feed: feedReference, tag: tag)
            let place =
                switch scope.kind {
                case .everywhere: "everywhere"
                case .feed(let feed): "in \(ArticleText.line(feed.displayTitle))"
                case .tag(let tag): "tagged \(ArticleText.line(tag))"
                }
            let changed = try await articles.markAllRead(in: scope.feedIDs, before: before)
            var sentence = "Marked \(changed) article\(changed == 1 ? "" : "s") read \(place)"
            if let before { sentence += ", dated before \(before.formatted(.iso8601))" }
            report.lines = [StyledText(sentence)]
        } catch let error as SubscriptionError {
            failure = ScreenFailure(error)
        } catch let error as ArticleError {
            failure = ScreenFailure(error)
        } catch {
            failure = ScreenFailure(String(describing: error), code: .ioError)
        }
    }
}
