public import FoundationEssentials

/// The ways to share something outside Tidings. `SystemSharing` is the implementation that
/// uses the programs installed on the system.
public protocol Sharing: Sendable {
    /// Puts `text` on the clipboard; returns the program that did it.
    @discardableResult
    func copyToClipboard(_ text: String) async throws(ShareError) -> String

    /// Opens `url` in the browser; returns the program that did it.
    @discardableResult
    func open(_ url: URL) async throws(ShareError) -> String

    /// Opens a new mail with the item's title as subject and its link (and text) as body;
    /// returns the program that did it.
    @discardableResult
    func email(_ item: ShareItem, to recipient: String?) async throws(ShareError) -> String

    /// Writes the item as a Markdown file into the configured folder; returns the file.
    func exportMarkdown(_ item: ShareItem, overwrite: Bool) async throws(ShareError) -> URL
}
