public import FoundationEssentials

/// How sharing reaches the outside world; the app maps the `share` section of the
/// configuration onto these values.
public struct ShareSettings: Equatable, Sendable {
    /// Clipboard programs with their arguments, tried in order (`share.clipboardCommands`);
    /// the text is written to the program's standard input.
    public var clipboardCommands: [[String]]
    /// Whether `$BROWSER` is tried before `browserCommands` (`share.useBrowserVariable`).
    public var useBrowserVariable: Bool
    /// Programs that open a URL, given as their last argument (`share.browserCommands`).
    public var browserCommands: [[String]]
    /// Where Markdown exports are written (`share.markdownDirectory`).
    public var markdownDirectory: URL
    /// The longest wait for a clipboard program to finish before it is stopped.
    public var timeoutSeconds: Double
    /// How long an opener is watched for an early failure; one still running after this is
    /// taken to have opened the link (a browser may stay in the foreground) and left running.
    public var launchWaitSeconds: Double

    public init(
        clipboardCommands: [[String]] = [
            ["wl-copy"], ["xclip", "-selection", "clipboard"], ["xsel", "--clipboard", "--input"], ["pbcopy"],
        ],
        useBrowserVariable: Bool = true,
        browserCommands: [[String]] = [["xdg-open"], ["open"]],
        markdownDirectory: URL = URL(fileURLWithPath: "."),
        timeoutSeconds: Double = 10,
        launchWaitSeconds: Double = 3
    ) {
        self.clipboardCommands = clipboardCommands
        self.useBrowserVariable = useBrowserVariable
        self.browserCommands = browserCommands
        self.markdownDirectory = markdownDirectory
        self.timeoutSeconds = timeoutSeconds
        self.launchWaitSeconds = launchWaitSeconds
    }
}
