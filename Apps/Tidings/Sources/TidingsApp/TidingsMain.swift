import CommandLineUI
import ConfigurationService
import DownloadService
import DownloadsUI
import ExitCodeUI
public import FoundationEssentials
import FullTextLogic
import HTMLTreeService
import HTTPService
import LibraryModelLogic
import NavigationUI
import PictureLogic
import RefreshUI
import SettingsUI
import ShareService
import SubscriptionLogic
import TerminalUI

/// The composition root: reads the command line and the configuration, builds the services,
/// hands them to the logic layer, registers every screen, and runs one command or the reader.
@MainActor
public enum TidingsMain {
    /// The version `tidings --version` prints.
    public static let version = VersionViewController.current
    /// Environment variables the app reads itself rather than as settings.
    public static let reservedVariables: Set<String> = ["TIDINGS_HOME"]

    /// Reads the command line once and answers what needs no configuration, library or
    /// concurrency (`--version`, `--help`, a command line that does not parse); everything else
    /// is left for `run(_:environment:executable:)`. `main` calls this first, so that these
    /// answers never start the concurrency runtime: start-up is most of what `tidings --version`
    /// costs. It also sets the allocator up, which must happen before a second thread allocates.
    public static func prepare(arguments: [String], environment: [String: String]) -> PreparedCommand {
        AllocatorTuning.apply()
        return PreparedCommand(start: start(arguments, console: Console(environment: environment)))
    }

    /// The exit status of what `prepare` answers at once; nil for everything else.
    public static func answerAtOnce(arguments: [String], environment: [String: String]) -> Int32? {
        prepare(arguments: arguments, environment: environment).answeredStatus
    }

    /// Runs a command line `prepare` read and returns the exit status.
    public static func run(_ command: PreparedCommand, environment: [String: String], executable: URL?) async
        -> Int32
    {
        let console = Console(environment: environment)
        let invocation: Invocation
        switch command.start {
        case .answered(let status): return status
        case .parsed(let parsed): invocation = parsed
        }
        // The URL a command opens is matched once, here, before the configuration is read.
        let work: Work
        switch invocation.action {
        case .open(let url, _):
            do {
                work = .open(try Routes.resolve(url))
            } catch {
                return console.report(error)
            }
        case .demo: work = .demo
        case .interactive: work = .interactive
        case .help, .version: return ExitCode.ok.rawValue
        }
        // A command that always parses a web page has the HTML parser loaded on another thread
        // while this one reads the configuration; the process never exits during that load.
        guard case .open(let route) = work, route.route.parsesWebPages else {
            return await run(
                work, invocation, console: console, environment: environment, executable: executable)
        }
        let loading = BackgroundLoad { MyHTMLTreeParser.load() }
        let status = await run(
            work, invocation, console: console, environment: environment, executable: executable)
        await loading.finished()
        return status
    }

    /// What a parsed command line runs once the configuration is read.
    private enum Work {
        /// A screen once, its URL matched.
        case open(ResolvedRoute)
        case demo
        case interactive
    }

    /// Reads the configuration, builds the services and runs `work` (the global options are
    /// `invocation`'s).
    private static func run(
        _ work: Work, _ invocation: Invocation, console: Console, environment: [String: String],
        executable: URL?
    ) async -> Int32 {
        let currentDirectory = FileManager.default.currentDirectoryPath
        guard let defaults = ResourceLocator.defaultsFile(executable: executable) else {
            console.writeError(
                "tidings: cannot find the default configuration (share/tidings/Tidings.plist); reinstall Tidings\n"
            )
            return ExitCode.ioError.rawValue
        }
        let resolved: ResolvedConfiguration
        do {
            resolved = try ConfigurationLoader(
                defaultsFile: defaults, environment: environment, reservedVariables: reservedVariables
            ).load()
        } catch {
            return console.report(error)
        }
        for variable in resolved.ignoredVariables {
            console.writeError(variable.warning + "\n")
        }
        do {
            Theme.current = try Theme(resolved.userTables.theme, file: resolved.userFile.path)
        } catch {
            return console.report(error)
        }
        let app = Composition(
            console: console, configuration: resolved, environment: environment,
            currentDirectory: currentDirectory, executable: executable)
        switch work {
        case .open(let route):
            return await app.open(route, json: invocation.json, dataDirectory: invocation.dataDirectory)
        case .demo:
            return await app.demo(dataDirectory: invocation.dataDirectory)
        case .interactive:
            return await app.reader(dataDirectory: invocation.dataDirectory)
        }
    }

    /// How a command line begins: answered already, or parsed into what to run.
    enum Start: Sendable {
        case answered(Int32)
        case parsed(Invocation)
    }

    /// Parses the command line, and answers `--version`, `--help` and usage errors.
    static func start(_ arguments: [String], console: Console) -> Start {
        let invocation: Invocation
        do {
            invocation = try CommandLineParser.parse(
                arguments,
                environment: CommandEnvironment(currentDirectory: FileManager.default.currentDirectoryPath))
        } catch {
            console.writeError("tidings: \(error.message)\n\(HelpText.usage(for: error.command))\n")
            return .answered(ExitCode.usage.rawValue)
        }
        switch invocation.action {
        case .version:
            console.write("tidings \(version)\n")
            return .answered(ExitCode.ok.rawValue)
        case .help(let command):
            console.write(
                (command.flatMap(Commands.named)?.help ?? HelpText.program(version: version)) + "\n")
            return .answered(ExitCode.ok.rawValue)
        default:
            return .parsed(invocation)
        }
    }
}

/// The services and settings of one run, and what it can open. Each service is built once per
/// process: one HTTP client (one curl thread, and host limits that hold for the whole process)
/// serves feeds and downloads alike.
@MainActor
struct Composition {
    let console: Console
    /// What the terminal says of itself, as the interactive reader hears it (pictures ask).
    let answers = TerminalAnswers()
    let configuration: ResolvedConfiguration
    let environment: [String: String]
    let currentDirectory: String
    let executable: URL?
    let settings: Configuration
    /// The one HTTP client of the process.
    let client: CurlHTTPClient
    /// Feeds from the one HTTP client, and from the programs of `exec:` and `filter:` feeds.
    let fetcher: SourceFeedFetcher
    /// Web pages fetched through the one HTTP client and their articles found, within
    /// `fullText.*`: for `extract` and for the library's full texts.
    let pages: StoredFullText
    let sharing: SystemSharing

    init(
        console: Console, configuration: ResolvedConfiguration,
        environment: [String: String], currentDirectory: String, executable: URL?
    ) {
        self.console = console
        self.configuration = configuration
        self.environment = environment
        self.currentDirectory = currentDirectory
        self.executable = executable
        settings = configuration.configuration
        client = CurlHTTPClient(settings: settings.httpSettings)
        fetcher = SourceFeedFetcher(
            web: HTTPFeedFetcher(client: client),
            programs: FeedPrograms(
                environment: environment, timeoutSeconds: settings[Settings.Refresh.programTimeoutSeconds],
                outputLimit: settings[Settings.Parser.maxDocumentBytes]))
        pages = StoredFullText(
            client: client,
            parser: MyHTMLTreeParser(limits: HTMLTreeLimits(maxBytes: settings.fullTextLimits.maxPageBytes)),
            limits: settings.fullTextLimits)
        sharing = SystemSharing(
            settings: settings.shareSettings(currentDirectory: currentDirectory), environment: environment)
    }

    func libraryFolder(_ option: String?) -> URL {
        DataDirectory.resolve(
            option: option, environment: environment, directoryName: settings[Settings.Storage.directoryName],
            currentDirectory: currentDirectory)
    }

    /// Opens the library in `folder`, reporting a failure as one sentence.
    func openLibrary(in folder: URL) async -> Library? {
        do {
            return try await Library.open(
                in: folder, configuration: settings, fetcher: fetcher, client: client, pages: pages,
                environment: console.environment)
        } catch {
            console.writeError("tidings: cannot open the library in \(folder.path): \(error)\n")
            return nil
        }
    }

    /// A router with every screen registered, on the library when there is one, and the person's
    /// key bindings checked against the actions of those screens. Without a library no screen
    /// with keys registers, and the bindings wait for a command that has such screens.
    func screens(library: Library?, background: BackgroundRefresh? = nil) throws(KeyBindingError)
        -> (router: Router, keyBindings: KeyBindings)
    {
        let router = Router()
        ScreenRegistry.register(
            in: router, library: library, configuration: configuration, fetcher: fetcher, client: client,
            sharing: sharing, environment: environment, fullText: pages, answers: answers,
            downloads: library.map(downloads(in:)), background: background)
        guard library != nil else { return (router, .defaults) }
        return (router, try ScreenRegistry.keyBindings(configuration, router: router))
    }

    /// The download queue of `library`, with the downloader, player and folders it works with.
    func downloads(in library: Library) -> DownloadsDependencies {
        DownloadsDependencies(
            downloads: library.downloads,
            downloader: HTTPDownloader(client: client, settings: settings.downloadSettings),
            player: SystemPlayer(
                command: settings[Settings.Downloads.playerCommand], environment: environment),
            folder: settings.downloadFolder(library: library.folder), lockFile: library.downloadLock,
            concurrency: settings[Settings.Downloads.concurrency], now: { Date() })
    }

    /// Opens a matched URL once and prints its screen, opening the library in `dataDirectory`
    /// first when the route needs one; its screen reads the typed parameters.
    func open(_ resolved: ResolvedRoute, json: Bool, dataDirectory: String?) async -> Int32 {
        guard resolved.route.usesNetwork else {
            return await show(resolved, json: json, dataDirectory: dataDirectory)
        }
        let loading = BackgroundLoad { [client] in client.load() }
        let status = await show(resolved, json: json, dataDirectory: dataDirectory)
        await loading.finished()
        return status
    }

    /// Opens a matched URL once, opening the library in `dataDirectory` first when the route
    /// needs one.
    private func show(_ resolved: ResolvedRoute, json: Bool, dataDirectory: String?) async -> Int32 {
        var library: Library?
        if resolved.route.needsLibrary {
            guard let opened = await openLibrary(in: libraryFolder(dataDirectory)) else {
                return ExitCode.ioError.rawValue
            }
            library = opened
        }
        return await open(resolved, json: json, library: library)
    }

    /// Opens a matched URL once on `library` (already open, and migrated) and prints its screen.
    func open(_ resolved: ResolvedRoute, json: Bool, library: Library?) async -> Int32 {
        let controller: ViewController
        do {
            controller = try screens(library: library).router.controller(for: resolved.match)
        } catch {
            return console.report(error)
        }
        return await OneShotRunner(console: console, json: json).run(controller)
    }

    /// `tidings` alone: the full-screen reader on a terminal, the feed list otherwise.
    func reader(dataDirectory: String?) async -> Int32 {
        guard console.inputIsTerminal, console.outputIsTerminal else {
            let feeds: ResolvedRoute
            do {
                feeds = try Routes.resolve(Routes.feeds(.init()))
            } catch {
                return console.report(error)
            }
            return await open(feeds, json: false, dataDirectory: dataDirectory)
        }
        guard let library = await openLibrary(in: libraryFolder(dataDirectory)) else {
            return ExitCode.ioError.rawValue
        }
        return await InteractiveReader(composition: self, library: library).run()
    }

    /// Prepares the sample library in its own folder, then opens the reader on it.
    func demo(dataDirectory: String?) async -> Int32 {
        guard let demoFolder = ResourceLocator.demoFolder(executable: executable) else {
            console.writeError(
                "tidings: cannot find the demo library (share/tidings/demo); reinstall Tidings\n")
            return ExitCode.ioError.rawValue
        }
        let folder = DemoLibrary.folder(
            option: dataDirectory, environment: environment,
            directoryName: settings[Settings.Storage.directoryName],
            currentDirectory: currentDirectory)
        guard let library = await openLibrary(in: folder) else { return ExitCode.ioError.rawValue }
        do {
            let new = try await DemoLibrary.prepare(library, demoFolder: demoFolder)
            console.writeError("Demo library in \(folder.path) (\(new) new articles).\n\n")
        } catch {
            console.writeError("tidings: cannot prepare the demo library: \(error)\n")
            return ExitCode.ioError.rawValue
        }
        if console.inputIsTerminal, console.outputIsTerminal {
            return await InteractiveReader(composition: self, library: library).run()
        }
        // The library opened above serves both listings: it is opened and migrated once.
        for (index, url) in [Routes.feeds(.init()), Routes.articles(TimelineParameters(filter: .unread))]
            .enumerated()
        {
            if index > 0 { console.write("\n") }
            let status: Int32
            do {
                status = await open(try Routes.resolve(url), json: false, library: library)
            } catch {
                return console.report(error)
            }
            guard status == ExitCode.ok.rawValue else { return status }
        }
        return ExitCode.ok.rawValue
    }
}
