public import FoundationEssentials
import ProgramService

/// Shares through the programs installed on the system: a clipboard program (`wl-copy`,
/// `xclip`, `xsel`, `pbcopy`), `$BROWSER` or an opener (`xdg-open`, `open`) for links and
/// `mailto:` links, and Markdown files.
///
/// Programs are found on `PATH` here and started with an argument array, never through a
/// shell, so titles and URLs from strangers are only ever data. Every wait is bounded.
public struct SystemSharing: Sharing {
    public let settings: ShareSettings
    private let environment: [String: String]
    private let locator: ProgramLocator
    private let runner: ProgramRunner

    /// `environment` supplies `PATH` and `BROWSER` and is passed on to the programs.
    public init(settings: ShareSettings, environment: [String: String] = ProcessInfo.processInfo.environment)
    {
        self.settings = settings
        self.environment = environment
        self.locator = ProgramLocator(environment: environment)
        self.runner = ProgramRunner(environment: environment)
    }

    @discardableResult
    public func copyToClipboard(_ text: String) async throws(ShareError) -> String {
        try await runFirstWorking(
            settings.clipboardCommands, action: .copy, input: text, wait: settings.timeoutSeconds,
            overrun: .stop)
    }

    @discardableResult
    public func open(_ url: URL) async throws(ShareError) -> String {
        guard ["http", "https"].contains(url.scheme?.lowercased()), !(url.host ?? "").isEmpty else {
            throw .refusedLink(String(url.absoluteString.prefix(200)))
        }
        return try await runFirstWorking(
            openers(for: url.absoluteString), action: .open, input: nil, wait: settings.launchWaitSeconds,
            overrun: .leaveRunning)
    }

    @discardableResult
    public func email(_ item: ShareItem, to recipient: String? = nil) async throws(ShareError) -> String {
        guard let link = MailtoLink.url(for: item, to: recipient) else {
            throw .invalidLink(item.title)
        }
        return try await runFirstWorking(
            openers(for: link.absoluteString), action: .email, input: nil, wait: settings.launchWaitSeconds,
            overrun: .leaveRunning)
    }

    public func exportMarkdown(_ item: ShareItem, overwrite: Bool = false) async throws(ShareError) -> URL {
        try MarkdownExport.write(item, into: settings.markdownDirectory, overwrite: overwrite)
    }

    /// The commands that open `url`: `$BROWSER`'s entries (when allowed and set), then the
    /// configured openers with the URL appended.
    func openers(for url: String) -> [[String]] {
        var commands: [[String]] = []
        if settings.useBrowserVariable, let browser = environment["BROWSER"] {
            commands += BrowserVariable.commands(from: browser, url: url)
        }
        commands += settings.browserCommands.map { $0.isEmpty ? [] : $0 + [url] }
        return commands
    }

    /// Runs the commands in order until one succeeds, skipping programs that are not
    /// installed; returns the name of the program that succeeded.
    private func runFirstWorking(
        _ commands: [[String]], action: ShareAction, input: String?, wait: Double,
        overrun: ProgramRunner.Overrun
    ) async throws(ShareError) -> String {
        var tried: [String] = []
        var failures: [ProgramFailure] = []
        for command in commands {
            guard let name = command.first else { throw .emptyCommand(action: action) }
            tried.append(name)
            guard let executable = locator.locate(name) else { continue }
            let arguments = Array(command.dropFirst())
            let outcome = await runner.run(
                executable: executable, arguments: arguments, input: input, wait: wait, overrun: overrun)
            switch outcome {
            case .exited(0, _, _), .stillRunning:
                return name
            case .exited(let status, _, let message):
                failures.append(
                    ProgramFailure(command: command, reason: .exited(status: status, message: message)))
            case .signalled(let signal):
                failures.append(ProgramFailure(command: command, reason: .signalled(signal)))
            case .timedOut:
                failures.append(ProgramFailure(command: command, reason: .timedOut(seconds: wait)))
            case .cannotStart(let reason):
                failures.append(ProgramFailure(command: command, reason: .cannotStart(reason)))
            }
        }
        if failures.isEmpty { throw .noProgramFound(action: action, tried: tried) }
        throw .programsFailed(action: action, failures: failures)
    }
}
