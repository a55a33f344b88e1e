/// What the reader's header says of the text it shows, when there is something to say: the
/// whole article fetched from its page, or the feed's text, chosen or because the full text
/// could not be had (and why).
enum FullTextNote: Equatable {
    /// The full text fetched from the article's page.
    case full
    /// The feed's text, asked for although a full text is kept.
    case feedChosen
    /// The feed's text, because fetching the full text failed for this reason.
    case failed(String)
    /// The feed's text, while the full text is being fetched.
    case fetching

    /// The header's `text` line.
    var line: String {
        switch self {
        case .full: "the whole article, from its page (`read ID --feed-text` shows the feed's)"
        case .feedChosen: "the feed's (the whole article is kept: `read ID` shows it)"
        case .failed(let reason): "the feed's; the whole article could not be had: \(reason)"
        case .fetching: "the feed's; fetching the whole article from its page…"
        }
    }

    /// Why the full text could not be had, if that is what this says.
    var failure: String? {
        if case .failed(let reason) = self { return reason }
        return nil
    }
}
