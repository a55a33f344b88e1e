import EndToEndSupport
import Foundation

/// Every case of the reliability suite. Each runs the real `tidings` binary (or, for
/// downloads, the real `HTTPDownloader`) against loopback servers in libraries of its own, and
/// is bounded in time at both sizes.
public enum ReliabilityCase: String, CaseIterable, Sendable {
    /// One refresh over healthy feeds and every kind of broken server.
    case networkFaults = "network-faults"
    /// `kill -9` in the middle of refreshes, then integrity and no lost commit.
    case crashConsistency = "crash-consistency"
    /// `kill -9` in the middle of syncs with each real server (TT-RSS, Fever), then integrity,
    /// no lost change, no duplicate.
    case syncCrash = "sync-kill"
    /// Two refreshes and a reader on one library at once; the busy-timeout message.
    case concurrentAccess = "concurrency"
    /// Escape sequences in feeds never reach one-shot output raw; JSON escapes them.
    case hostileText = "hostile-text"
    /// The same in the full-screen reader, from the raw bytes of its terminal.
    case hostileReader = "hostile-reader"
    /// External entities and entity expansion are refused.
    case entityExpansion = "xxe-and-entities"
    /// Enclosure URLs and names cannot leave the download folder.
    case downloadPaths = "download-paths"
    /// Sharing passes exact arguments and never runs a shell.
    case shareArguments = "share-arguments"
    /// Local files from documents, FIFOs, huge lists and titles, overflowing settings, deep
    /// searches and an empty library file.
    case hostileInput = "hostile-input"

    /// What the case proves, for the results table.
    public var summary: String {
        switch self {
        case .networkFaults: "healthy feeds update, broken ones record errors, within the timeouts"
        case .crashConsistency: "kill -9 mid-refresh loses no commit and corrupts nothing"
        case .syncCrash: "kill -9 mid-sync loses no queued change, duplicates nothing, corrupts nothing"
        case .concurrentAccess: "two refreshes and a reader share one library safely"
        case .hostileText: "no escape sequence from a feed reaches one-shot output"
        case .hostileReader: "no escape sequence from a feed reaches the reader's terminal"
        case .entityExpansion: "XXE and entity bombs are not expanded"
        case .downloadPaths: "downloads stay inside their folder"
        case .shareArguments: "share runs programs with exact arguments, no shell"
        case .hostileInput: "no local file leaks, no hang, no trap, linear time on hostile input"
        }
    }

    /// What the machine lacks for this case to run (tmux for the reader), or nil.
    public var missingPrerequisite: String? {
        switch self {
        case .hostileReader:
            TmuxSession.isAvailable ? nil : "tmux is not installed; the reader cannot be driven"
        case .syncCrash:
            SyncServerProcess.isInstalled && getuid() == 0
                ? nil : "the sync servers (Scripts/dependencies.sh sync) and port 80 (root) are needed"
        default: nil
        }
    }

    /// Runs the case at `size`; anything thrown becomes a failure of the case.
    public func run(_ size: ReliabilitySize) async -> CaseReport {
        let checks = CaseChecks()
        let start = Date()
        do {
            guard TidingsProcess.binaryIsBuilt else {
                throw ReliabilityFailure(
                    "no tidings binary at \(TidingsProcess.locateBinary().path); run `make build` (or set TIDINGS_BINARY) first"
                )
            }
            switch self {
            case .networkFaults: try NetworkFaultsCase(size: size, checks: checks).run()
            case .crashConsistency: try CrashConsistencyCase(size: size, checks: checks).run()
            case .syncCrash: try SyncCrashCase(size: size, checks: checks).run()
            case .concurrentAccess: try ConcurrencyCase(size: size, checks: checks).run()
            case .hostileText: try HostileTextCase(size: size, checks: checks).run()
            case .hostileReader: try HostileReaderCase(size: size, checks: checks).run()
            case .entityExpansion: try EntityExpansionCase(size: size, checks: checks).run()
            case .downloadPaths: try await DownloadPathsCase(size: size, checks: checks).run()
            case .shareArguments: try ShareArgumentsCase(size: size, checks: checks).run()
            case .hostileInput: try HostileInputCase(size: size, checks: checks).run()
            }
        } catch {
            checks.fail("the case stopped: \(error)")
        }
        return CaseReport(
            name: rawValue, size: size, seconds: Date().timeIntervalSince(start), figures: checks.figures,
            failures: checks.failures, checkCount: checks.count)
    }
}
