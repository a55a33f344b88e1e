import ArticleLogic
import DatabaseService
import FilterLogic
import FoundationEssentials
import IgnoreRuleLogic
import LibraryModelLogic
import NewsboatService
import QueryFeedLogic
import SubscriptionLogic

/// The library's part of an import, inside one unit of work with newsboat's cache attached:
/// feeds, then each feed's articles, then query feeds, then ignore rules. What the library has
/// already is left as it is, so an import done twice adds nothing the second time.
struct LibraryImport {
    let plan: NewsboatPlan
    let tables: LibraryTables
    /// The cache, attached to the unit of work, and what it holds; nil when there is none.
    let cache: (file: URL, summary: NewsboatCache.Summary)?
    let starFlag: Character
    let now: Date

    /// `report` with what went into the library counted, and the lines that could not go in.
    func run(in work: UnitOfWork, into report: MigrationReport) throws -> MigrationReport {
        var report = report
        let feeds = try importFeeds(in: work, into: report)
        report = feeds.report
        if let cache {
            report = try importArticles(
                of: feeds.imported, cached: feeds.cached, cache: cache.summary, in: work, into: report)
        }
        report = try importQueryFeeds(in: work, into: report)
        return try importRules(in: work, into: report)
    }

    // MARK: Feeds

    /// A feed of `urls` as it stands in the library now.
    struct ImportedFeed {
        var address: String
        var feed: Feed
    }

    private func importFeeds(in work: UnitOfWork, into report: MigrationReport) throws -> (
        report: MigrationReport, imported: [ImportedFeed], cached: [String: NewsboatFeedRecord]
    ) {
        var report = report
        let cached =
            cache == nil ? [:] : try reading { () throws(DatabaseError) in try NewsboatCache.feeds(in: work) }
        var followed: [String: Feed] = [:]
        for feed in try tables.subscriptions.feeds(in: work) {
            followed[FeedAddress.normalized(feed.url)] = followed[FeedAddress.normalized(feed.url)] ?? feed
        }
        var imported: [ImportedFeed] = []
        for planned in plan.feeds {
            let key = FeedAddress.normalized(planned.url)
            if let existing = followed[key] {
                for tag in planned.tags where !existing.tags.contains(where: { Tag.same($0, tag) }) {
                    try tables.subscriptions.addTag(tag, to: existing.id, in: work)
                }
                report.feedsAlreadyFollowed += 1
                imported.append(ImportedFeed(address: planned.address, feed: existing))
                continue
            }
            let source = cached[planned.address]
            let subscription = NewSubscription(
                url: planned.url, sourceTitle: source.flatMap { $0.title.isEmpty ? nil : $0.title },
                customTitle: planned.title,
                homeURL: source.flatMap { NewsboatArticleMapping.webURL($0.siteLink) },
                tags: planned.tags, isHidden: planned.isHidden, keepsFullText: plan.keepsFullText,
                addedAt: now)
            let id = try tables.subscriptions.insert(subscription, in: work)
            let feed = Feed(
                id: id, url: planned.url, customTitle: subscription.customTitle,
                sourceTitle: subscription.sourceTitle,
                homeURL: subscription.homeURL, tags: planned.tags, isHidden: planned.isHidden,
                keepsFullText: plan.keepsFullText, addedAt: now)
            followed[key] = feed
            imported.append(ImportedFeed(address: planned.address, feed: feed))
            report.feedsAdded += 1
            if planned.title != nil { report.feedsRenamed += 1 }
            if planned.isHidden { report.feedsHidden += 1 }
            if plan.keepsFullText { report.feedsKeepingFullText += 1 }
        }
        return (report, imported, cached)
    }

    // MARK: Articles

    private func importArticles(
        of feeds: [ImportedFeed], cached: [String: NewsboatFeedRecord], cache: NewsboatCache.Summary,
        in work: UnitOfWork, into report: MigrationReport
    ) throws -> MigrationReport {
        var report = report
        var read = 0
        for entry in feeds {
            let records = try reading { () throws(DatabaseError) in
                try NewsboatCache.articles(
                    ofFeed: entry.address, hasContentTypes: cache.hasContentTypes, in: work)
            }
            read += records.count
            for record in records {
                let others = NewsboatArticleMapping.otherFlags(record, starFlag: starFlag)
                if !others.isEmpty {
                    report.articlesWithOtherFlags += 1
                    report.otherFlagLetters = Set(report.otherFlagLetters).union(others).sorted()
                }
            }
            let added = try tables.articles.importArticles(
                records.map { NewsboatArticleMapping.imported($0, starFlag: starFlag) }, into: entry.feed.id,
                feedTitle: entry.feed.displayTitle, now: now, in: work)
            report.articles = Self.sum(report.articles, added)
        }
        let listed = Set(feeds.map(\.address))
        report.feedsLeftOut = cached.keys.filter { !listed.contains($0) }.count
        report.articlesLeftOut = max(cache.articles - read, 0)
        return report
    }

    private static func sum(_ lhs: ImportedArticlesOutcome, _ rhs: ImportedArticlesOutcome)
        -> ImportedArticlesOutcome
    {
        ImportedArticlesOutcome(
            added: lhs.added + rhs.added, read: lhs.read + rhs.read, starred: lhs.starred + rhs.starred,
            removed: lhs.removed + rhs.removed, alreadyHere: lhs.alreadyHere + rhs.alreadyHere)
    }

    /// Runs a read of the attached cache, reporting its failure as the cache's.
    private func reading<T>(_ body: () throws(DatabaseError) -> T) throws(NewsboatFileError) -> T {
        do {
            return try body()
        } catch {
            throw .unreadableCache(file: cache?.file ?? URL(fileURLWithPath: "cache.db"), cause: error)
        }
    }

    // MARK: Query feeds and ignore rules

    private func importQueryFeeds(in work: UnitOfWork, into report: MigrationReport) throws -> MigrationReport
    {
        var report = report
        for query in plan.queries {
            if try tables.queryFeeds.add(
                name: query.name, expression: query.expression, tags: query.tags, added: now, in: work)
            {
                report.queryFeedsAdded += 1
            } else {
                report.queryFeedsAlreadyThere += 1
            }
        }
        return report
    }

    private func importRules(in work: UnitOfWork, into report: MigrationReport) throws -> MigrationReport {
        var report = report
        let feeds = try tables.subscriptions.feeds(in: work)
        var rules = try tables.ignoreRules.rules(in: work)
        var addedHiding = false
        for planned in plan.rules {
            var feedID: FeedID?
            if let address = planned.feedAddress {
                let key = URL(string: address).map(FeedAddress.normalized) ?? address
                guard let feed = feeds.first(where: { FeedAddress.normalized($0.url) == key }) else {
                    report.notImported.append(
                        NotImported(
                            location: planned.location, text: planned.text,
                            reason: "it names a feed that is not followed (\(address))"))
                    continue
                }
                feedID = feed.id
            }
            let repeated = rules.contains {
                $0.expression.source == planned.expression.source && $0.feed == feedID
                    && $0.hides == plan.rulesHide
            }
            guard !repeated else {
                report.ignoreRulesAlreadyThere += 1
                continue
            }
            let id = try tables.ignoreRules.add(
                planned.expression, feed: feedID, hides: plan.rulesHide, added: now, in: work)
            rules.append(
                IgnoreRule(
                    id: id, expression: planned.expression, feed: feedID, hides: plan.rulesHide, added: now))
            report.ignoreRulesAdded += 1
            addedHiding = addedHiding || plan.rulesHide
        }
        if addedHiding {
            report.articlesHidden = try tables.articles.applyHiding(
                rules.map(\.match),
                feeds: feeds.map { FeedDescription(id: $0.id, url: $0.url.absoluteString, tags: $0.tags) },
                now: now,
                in: work)
        }
        return report
    }
}
