public import ArticleLogic
public import FeedParserService
public import FoundationEssentials
public import FullTextLogic
public import LibraryModelLogic
public import SubscriptionLogic

/// How a refresh behaves, from the configuration.
public struct RefreshSettings: Equatable, Sendable {
    /// Feeds fetched at once (the HTTP service also limits requests per host).
    public var concurrency: Int
    public var retention: RetentionPolicy
    public var backoff: RefreshBackoff
    /// The bounds every parse keeps to.
    public var parserLimits: FeedParserLimits
    /// Seconds after a fetch before a feed without an interval of its own is due again; 0 makes
    /// every refresh fetch it.
    public var interval: TimeInterval

    public init(
        concurrency: Int, retention: RetentionPolicy, backoff: RefreshBackoff, parserLimits: FeedParserLimits,
        interval: TimeInterval = 0
    ) {
        self.interval = interval
        self.concurrency = concurrency
        self.retention = retention
        self.backoff = backoff
        self.parserLimits = parserLimits
    }
}

/// Refreshes feeds: fetches each conditionally, skips bodies it has seen, parses and merges
/// the rest, and records every outcome, one feed at a time atomically. For a feed that keeps
/// full texts, the pages of its new articles (and those due again) are then fetched through
/// `FeedFullTextKeeping`, before the feed counts as done. It implements
/// `FeedRefreshing` over any `RefreshRecording`, so the same rules run on SQLite and in memory.
public final class FeedRefresher: FeedRefreshing {
    private let recording: any RefreshRecording
    private let fetcher: any FeedFetching
    private let parser: FeedParser
    private let settings: RefreshSettings
    private let fullTexts: (any FeedFullTextKeeping)?
    private let now: @Sendable () -> Date
    /// Announces changed articles; by default on the main actor through `ArticlesChangedBroadcast`.
    private let announce: @Sendable ([FeedID]) async -> Void

    /// `fullTexts` keeps the full texts of feeds that ask for them; without it, no page is
    /// fetched.
    public init(
        recording: any RefreshRecording, fetcher: any FeedFetching, settings: RefreshSettings,
        fullTexts: (any FeedFullTextKeeping)? = nil,
        now: @escaping @Sendable () -> Date = { Date() },
        announce: @escaping @Sendable ([FeedID]) async -> Void = { feeds in
            await MainActor.run { ArticlesChangedBroadcast.articlesChanged(feeds: feeds) }
        }
    ) {
        self.recording = recording
        self.fetcher = fetcher
        self.parser = FeedParser(limits: settings.parserLimits)
        self.settings = settings
        self.fullTexts = fullTexts
        self.now = now
        self.announce = announce
    }

    public func statuses() async throws(RefreshError) -> [FeedID: FeedRefreshStatus] {
        try await recording.states().mapValues(\.status)
    }

    public func refresh(
        _ scope: FeedScope, skipping skipped: Set<FeedID>,
        progress: @escaping @Sendable (RefreshProgress) -> Void
    ) async throws(RefreshError) -> RefreshSummary {
        let feeds = scope.feeds.filter { !skipped.contains($0.id) }
        let states = try await recording.states()
        let forced = scope.isSingleFeed
        var summary = RefreshSummary()
        var completed = 0
        var unchanged = UnchangedFeeds()
        let writer = GroupCommit(recording: recording, retention: settings.retention)
        await withTaskGroup(of: (Feed, FeedOutcome, FullTextRound).self) { group in
            var pending = feeds[...]
            func startNext() {
                guard let feed = pending.popFirst() else { return }
                let state = states[feed.id] ?? RefreshState()
                group.addTask {
                    let (outcome, inserted) = await self.refreshOne(
                        feed, state: state, forced: forced, writer: writer)
                    return (feed, outcome, await self.keepFullTexts(of: feed, after: outcome, new: inserted))
                }
            }
            for _ in 0..<max(1, settings.concurrency) { startNext() }
            while let (feed, outcome, round) = await group.next() {
                completed += 1
                let result: FeedRefreshResult
                switch outcome {
                case .recorded(let recorded): result = recorded
                case .unchanged(let state):
                    result = .unchanged
                    unchanged.add(feed, state)
                }
                summary.record(feed, result)
                summary.fullTexts.add(round)
                progress(
                    RefreshProgress(
                        completed: completed, total: feeds.count, feed: feed, result: result, fullTexts: round
                    ))
                if unchanged.isFull { summary.failures += await record(unchanged.take()) }
                startNext()
            }
        }
        summary.failures += await record(unchanged.take())
        return summary
    }

    /// Writes the states of a batch of unchanged feeds in one write; when it fails, returns
    /// each of those feeds as failed to store.
    private func record(_ batch: [FeedID: (feed: Feed, state: RefreshState)]) async
        -> [RefreshSummary.Failure]
    {
        guard !batch.isEmpty else { return [] }
        do {
            try await recording.recordUnchanged(batch.mapValues(\.state))
            return []
        } catch {
            return batch.values.map { .init(feed: $0.feed, failure: .storing(error)) }
        }
    }

    /// For a feed that keeps full texts and was fetched, the pages of its new articles and of
    /// those due again; the feed's articles are announced again when any changed.
    private func keepFullTexts(of feed: Feed, after outcome: FeedOutcome, new inserted: [ArticleID]) async
        -> FullTextRound
    {
        guard feed.keepsFullText, let fullTexts else { return FullTextRound() }
        switch outcome {
        case .recorded(.failed), .recorded(.postponed), .recorded(.notDue), .recorded(.paused):
            return FullTextRound()
        case .recorded, .unchanged: break
        }
        let round = await fullTexts.keepFullTexts(of: feed, new: inserted)
        if round.kept > 0 { await announce([feed.id]) }
        return round
    }

    /// Refreshes one feed; never throws, every failure becomes a recorded result. An unchanged
    /// feed's state is left to the caller, which records such states in batches. Also returns
    /// the ids of the articles it stored for the first time.
    private func refreshOne(_ feed: Feed, state: RefreshState, forced: Bool, writer: GroupCommit) async
        -> (FeedOutcome, inserted: [ArticleID])
    {
        let moment = now()
        if feed.settings.isPaused { return (.recorded(.paused), []) }
        if !forced, let next = state.status.nextAttempt, next > moment, state.status.isFailing {
            return (.recorded(.postponed(until: next)), [])
        }
        if !forced, let due = dueDate(of: feed, state: state), due > moment {
            return (.recorded(.notDue(until: due)), [])
        }
        if Task.isCancelled { return (.recorded(.failed(FeedRefreshFailure("cancelled"))), []) }
        let response: FetchResponse
        do {
            response = try await fetcher.fetch(
                FetchRequest(
                    url: feed.url, etag: state.etag, lastModified: state.lastModified,
                    headers: FetchRequest.headers(of: feed.settings)))
        } catch {
            let failed = await fail(
                feed, state: state, reason: error.message, class: FeedFailureClass(error),
                retryAfterSeconds: error.retryAfterSeconds, at: moment)
            return (.recorded(failed), [])
        }
        if response.isNotModified {
            let next = state.succeeded(
                etag: response.etag, lastModified: response.lastModified, bodyHash: nil, at: moment)
            return (.unchanged(next), [])
        }
        guard (200..<300).contains(response.status) else {
            let failed = await fail(
                feed, state: state, reason: "the server answered \(response.status)",
                class: FeedFailureClass(status: response.status), at: moment)
            return (.recorded(failed), [])
        }
        let bodyHash = ContentHash.stored(ContentHash.of(body: response.body))
        let next = state.succeeded(
            etag: response.etag, lastModified: response.lastModified, bodyHash: bodyHash, at: moment)
        if bodyHash == state.bodyHash {
            return (.unchanged(next), [])
        }
        let (result, inserted) = await merge(
            response, of: feed, state: state, succeeded: next, at: moment, writer: writer)
        return (.recorded(result), inserted)
    }

    /// When the feed's refresh interval (its own, else the library's) lets it be fetched again;
    /// nil when it has none or was never fetched.
    private func dueDate(of feed: Feed, state: RefreshState) -> Date? {
        let interval = feed.settings[FeedSettings.refreshMinutes].map { Double($0) * 60 } ?? settings.interval
        guard interval > 0, let last = state.status.lastAttempt else { return nil }
        return last.addingTimeInterval(interval)
    }

    /// Parses a changed body and records its items, the feed's title and its state at once;
    /// also returns the ids of the articles stored for the first time.
    private func merge(
        _ response: FetchResponse, of feed: Feed, state: RefreshState, succeeded next: RefreshState,
        at moment: Date, writer: GroupCommit
    ) async -> (FeedRefreshResult, inserted: [ArticleID]) {
        let parsed: ParsedFeed
        // Each item is mapped as it is read, so a large feed is never held twice (as parsed
        // items and as incoming articles); a parse that throws drops what it mapped.
        var incoming: [IncomingArticle] = []
        do {
            parsed = try parser.parse(response.body, url: response.baseURL, charset: response.charset) {
                incoming.append(ItemMapping.incoming($0))
            }
        } catch {
            return (
                await fail(feed, state: state, reason: error.description, class: .notAFeed, at: moment), []
            )
        }
        let partlyRead = parsed.truncation.map { truncation in
            "partly read: \(truncation.description); its complete items were stored"
        }
        let fetched = FetchedFeed(
            feed: feed, title: parsed.title, homeURL: parsed.homeURL,
            items: incoming,
            state: partlyRead.map { state.partlyRead($0, at: moment, backoff: settings.backoff) } ?? next,
            fetchedAt: moment)
        do {
            let outcome = try await writer.record(fetched).get()
            if outcome.changedAnything { await announce([feed.id]) }
            if let partlyRead {
                let result = FeedRefreshResult.partlyRead(
                    new: outcome.inserted.count, changed: outcome.updated.count,
                    FeedRefreshFailure(partlyRead, class: .partlyRead))
                return (result, outcome.inserted)
            }
            let result: FeedRefreshResult =
                outcome.changedAnything
                ? .updated(new: outcome.inserted.count, changed: outcome.updated.count) : .unchanged
            return (result, outcome.inserted)
        } catch {
            return (.failed(.storing(error)), [])
        }
    }

    private func fail(
        _ feed: Feed, state: RefreshState, reason: String, class failureClass: FeedFailureClass,
        retryAfterSeconds: Double? = nil, at moment: Date
    ) async -> FeedRefreshResult {
        do {
            try await recording.recordFailure(
                feed.id,
                state: state.failed(
                    reason, class: failureClass, retryAfterSeconds: retryAfterSeconds, at: moment,
                    backoff: settings.backoff))
        } catch {
            return .failed(
                FeedRefreshFailure(
                    "\(reason); and the failure could not be recorded: \(error.description)",
                    class: failureClass,
                    storage: error))
        }
        return .failed(FeedRefreshFailure(reason, class: failureClass))
    }
}

extension RefreshSummary {
    /// Adds one feed's result.
    mutating func record(_ feed: Feed, _ result: FeedRefreshResult) {
        switch result {
        case .updated(let new, let changed):
            feedsChecked += 1
            feedsUpdated += 1
            newArticles += new
            changedArticles += changed
        case .unchanged:
            feedsChecked += 1
        case .postponed:
            postponed += 1
        case .notDue:
            notDue += 1
        case .paused:
            paused += 1
        case .partlyRead(let new, let changed, let failure):
            feedsChecked += 1
            if new + changed > 0 { feedsUpdated += 1 }
            newArticles += new
            changedArticles += changed
            failures.append(Failure(feed: feed, failure: failure))
        case .failed(let failure):
            feedsChecked += 1
            failures.append(Failure(feed: feed, failure: failure))
        }
    }
}
