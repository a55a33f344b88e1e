public import Foundation

/// The code under fuzzing, one case per fuzzer executable. `run` is what
/// `LLVMFuzzerTestOneInput` calls with each input; it returns the invariants the input broke
/// (empty when none did), and a crash inside it is the other kind of finding.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// `FeedParser.parse` (RSS, RDF, Atom, JSON Feed) and `FeedDateParser`.
    case feedParser = "feed-parser-fuzzer"
    /// `OPMLReader` (strict and lenient) and a write-and-read-again round trip.
    case opmlReader = "opml-reader-fuzzer"
    /// `HTMLText.render` and `plainText(fromHTML:)`, and feed discovery on the same bytes.
    case htmlText = "html-text-fuzzer"
    /// `ConfigurationLoader` over a user plist or `TIDINGS_*` variables: one sentence, or
    /// settings inside their ranges.
    case settings = "settings-fuzzer"
    /// The plain-XML fast path against libxml2: `PlainXMLScanner`'s events against
    /// `XMLStreamParser`'s, and `FeedParser` with the fast path against `FeedParser` without it.
    case plainScanDifferential = "plain-xml-differential-fuzzer"

    /// Runs the target on one input and returns the broken invariants.
    public func run(_ input: Data) -> [String] {
        switch self {
        case .feedParser: FeedParserEntry.run(input)
        case .opmlReader: OPMLReaderEntry.run(input)
        case .htmlText: HTMLTextEntry.run(input)
        case .settings: SettingsEntry.run(input)
        case .plainScanDifferential: PlainScanDifferentialEntry.run(input)
        }
    }

    /// The fixture folders whose files seed this target's corpus (copied at run time; the
    /// files stay where their packages' tests use them).
    public var seedDirectories: [URL] {
        switch self {
        case .feedParser, .plainScanDifferential: [FuzzRepository.fixtures(of: "FeedParserService")]
        case .opmlReader: [FuzzRepository.fixtures(of: "OPMLService")]
        case .htmlText: [FuzzRepository.fixtures(of: "HTMLService")]
        case .settings: [FuzzRepository.fixtures(of: "ConfigurationService")]
        }
    }

    /// Every seed file of this target, sorted by path.
    public func seedFiles() -> [URL] {
        seedDirectories.flatMap { directory in
            ((try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil))
                ?? [])
        }.sorted { $0.path < $1.path }
    }
}

/// Where the monorepo is, found from this file (through any symbolic link).
enum FuzzRepository {
    static let root = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// `Packages/<name>/Tests/<name>Tests/Fixtures`.
    static func fixtures(of package: String) -> URL {
        root.appendingPathComponent("Packages/\(package)/Tests/\(package)Tests/Fixtures")
    }
}
