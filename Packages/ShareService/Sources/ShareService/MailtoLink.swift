public import Foundation

/// Builds `mailto:` links (RFC 6068).
public enum MailtoLink {
    /// Characters left as they are in a header value: RFC 3986's unreserved ones. Everything
    /// else, spaces, `&`, `=`, `?`, `#`, `%` and line breaks included, is percent-encoded as UTF-8.
    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
    /// An address may also keep `@`.
    private static let addressCharacters = unreserved.union(CharacterSet(charactersIn: "@"))

    /// A link that opens a new mail to `recipient` (or to no one yet) with `subject` and `body`.
    /// Line breaks in the body become CRLF, as RFC 6068 asks.
    public static func url(to recipient: String?, subject: String, body: String) -> URL? {
        let normalizedBody = body.replacingOccurrences(of: "\r\n", with: "\n")
            .replacingOccurrences(of: "\r", with: "\n").replacingOccurrences(of: "\n", with: "\r\n")
        guard let address = (recipient ?? "").addingPercentEncoding(withAllowedCharacters: addressCharacters),
            let subject = subject.addingPercentEncoding(withAllowedCharacters: unreserved),
            let body = normalizedBody.addingPercentEncoding(withAllowedCharacters: unreserved)
        else { return nil }
        return URL(string: "mailto:\(address)?subject=\(subject)&body=\(body)")
    }

    /// The link for sharing `item`: its title as subject; its text, then its URL, as body.
    public static func url(for item: ShareItem, to recipient: String?) -> URL? {
        let body = [item.text, item.url?.absoluteString].compactMap { $0 }.joined(separator: "\n\n")
        return url(to: recipient, subject: item.title, body: body)
    }
}
