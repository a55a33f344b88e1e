public import FoundationEssentials
import UnicodeTextService

/// Builds `mailto:` links (RFC 6068).
public enum MailtoLink {
    /// A link that opens a new mail to `recipient` (or to no one yet) with `subject` and `body`.
    /// Line breaks in the body become CRLF, as RFC 6068 asks. Header values keep RFC 3986's
    /// unreserved characters (and the address its `@`); everything else, spaces, `&`, `=`, `?`,
    /// `#`, `%` and line breaks included, is percent-encoded as UTF-8.
    public static func url(to recipient: String?, subject: String, body: String) -> URL? {
        let normalizedBody = body.replacing("\r\n", with: "\n")
            .replacing("\r", with: "\n").replacing("\n", with: "\r\n")
        let address = PercentEncoding.encode(recipient ?? "", keeping: "@")
        let subject = PercentEncoding.encode(subject)
        let body = PercentEncoding.encode(normalizedBody)
        return URL(string: "mailto:\(address)?subject=\(subject)&body=\(body)")
    }

    /// The link for sharing `item`: its title as subject; its text, then its URL, as body.
    public static func url(for item: ShareItem, to recipient: String?) -> URL? {
        let body = [item.text, item.url?.absoluteString].compactMap { $0 }.joined(separator: "\n\n")
        return url(to: recipient, subject: item.title, body: body)
    }
}
