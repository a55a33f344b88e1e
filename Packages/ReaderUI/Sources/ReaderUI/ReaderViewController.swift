public import ArticleLogic
import ArticlesUI
import ExitCodeUI
public import FoundationEssentials
public import FullTextLogic
public import LibraryModelLogic
public import NavigationUI
public import PictureLogic
public import ShareService
public import TerminalUI

/// One article to read (`tidings://articles/{id}`): it asks the article logic for the body at
/// the reading width, marks the article read, and hands it to its view model. Keys scroll,
/// change the article's state, open its links and move on to the next unread article, which
/// replaces this one on the same screen.
public final class ReaderViewController: ViewController, MouseScreen, JSONPresentable {
    private var articleID: ArticleID
    private let articles: any ArticleReading
    private let sharing: any Sharing
    private let textWidth: Int
    private let now: @Sendable () -> Date
    public let viewModel = ReaderViewModel()
    private var readable: ReadableArticle?
    /// Which text was asked for: the kept one, the full text fetched now, or the feed's.
    private var textRequest: ArticleTextRequest
    private let fullTexts: (any ArticleFullTextManaging)?
    /// Why the full text asked for now (`--full`) could not be had.
    private var fullTextError: FullTextError?
    /// What the header says of the text shown, and the failure behind it.
    private var textNote: FullTextNote?
    /// The background fetch of the shown article's full text (the `f` key), while it runs.
    private var fetching: Task<Void, Never>?
    /// Draws the article's pictures; nil where pictures are off.
    private let pictures: (any PictureProviding)?
    private let pictureRows: Int
    /// The drawing of the shown article's pictures, one after another, while it runs.
    private var drawing: Task<Void, Never>?

    public init(
        articleID: ArticleID, articles: any ArticleReading, sharing: any Sharing, textWidth: Int = 72,
        now: @escaping @Sendable () -> Date, text: ArticleTextRequest = .stored,
        fullTexts: (any ArticleFullTextManaging)? = nil, pictures: (any PictureProviding)? = nil,
        pictureRows: Int = 24
    ) {
        self.pictures = pictures
        self.pictureRows = max(1, pictureRows)
        self.articleID = articleID
        self.articles = articles
        self.sharing = sharing
        self.textWidth = max(20, textWidth)
        self.now = now
        self.textRequest = text
        self.fullTexts = fullTexts
    }

    /// 1 when the full text asked for could not be had (the feed's text was shown instead).
    override public var exitStatus: Int32 { failure?.exitStatus ?? (fullTextError == nil ? 0 : 1) }

    override public var title: String { viewModel.title }

    override public func makeView() -> any View { ReaderView(viewModel: viewModel) }

    private var text: TextView? { (view as? ReaderView)?.text }

    override public func load() async {
        if textRequest == .full {
            guard let fullTexts else {
                failure = ScreenFailure("full texts cannot be fetched here", code: .unavailable)
                return
            }
            do {
                _ = try await fullTexts.fetchFullText(of: articleID)
            } catch .unknownArticle, .storage {
                // The article is read below, which names what is wrong with it.
            } catch {
                fullTextError = error
            }
        }
        do {
            try await show(articleID)
        } catch {
            failure = ScreenFailure(error)
        }
    }

    override public func handle(_ key: Key) async -> Bool {
        let linkKeys = ReaderAction.table.keys(of: .openLink, bindings: navigator?.keyBindings ?? .defaults)
        if let index = linkKeys.firstIndex(of: key) { return await openLink(number: index + 1) }
        return await performAction(for: key)
    }

    /// A click on a link's number (`[2]`, in the text or the list of links) opens that link;
    /// the wheel scrolls.
    override public func handle(_ mouse: MouseEvent) async -> Bool {
        if case .press(.left) = mouse.action, let (line, cell) = text?.line(under: mouse),
            let number = LinkMarker.number(in: line.plain, atCell: cell)
        {
            return await openLink(number: number)
        }
        return await performMouse(mouse)
    }

    public static let wheelActions = (up: ReaderAction.up, down: ReaderAction.down)
    public static let openAction: ReaderAction? = nil
    /// The article is text: the wheel scrolls it, and a press opens the link whose number it is on.
    public var mouseList: (any MouseSelectable)? { nil }

    public func perform(_ action: ReaderAction) async -> Bool {
        guard let text else { return false }
        switch action {
        case .down: text.scroll(by: 1)
        case .up: text.scroll(by: -1)
        case .pageDown: text.scroll(pages: 1)
        case .pageUp: text.scroll(pages: -1)
        case .top: text.scrollToTop()
        case .bottom: text.scrollToBottom()
        case .toggleStar:
            guard let article = readable?.article else { return true }
            await change { articles, id throws(ArticleError) in
                try await articles.setStarred([id], starred: !article.isStarred)
            }
        case .toggleRead:
            guard let article = readable?.article else { return true }
            await change { articles, id throws(ArticleError) in
                try await articles.setRead([id], read: article.isUnread)
            }
        case .openInBrowser:
            guard let link = readable?.article.link else {
                navigator?.showMessage("This article has no link to open")
                return true
            }
            await open(link)
        case .openLink: return await openLink(number: 1)
        case .share: try? await navigator?.open(Routes.share(.init(id: articleID, to: .clipboard)))
        case .nextUnread: await showNextUnread()
        case .toggleFullText: await toggleFullText()
        case .download: try? await navigator?.open(Routes.queueDownloads(.init(ids: [articleID])))
        case .downloads: try? await navigator?.open(Routes.downloads(.init()))
        }
        return true
    }

    /// Opens link [number] of the article in the browser.
    private func openLink(number: Int) async -> Bool {
        guard text != nil else { return false }
        guard let links = readable?.links, links.indices.contains(number - 1) else {
            navigator?.showMessage("There is no link [\(number)]")
            return true
        }
        await open(links[number - 1])
        return true
    }

    override public var keyHelp: [KeyHelp] { actionHelp }

    public func jsonOutput() throws -> String {
        guard let readable else { return "null" }
        return try JSONOutput.encode(ReaderJSON(readable, failure: textNote?.failure))
    }

    // MARK: Actions

    /// Loads `id` at the reading width, marks it read and shows it from the top.
    private func show(_ id: ArticleID) async throws(ArticleError) {
        if id != articleID {
            textRequest = .stored
            fullTextError = nil
            fetching = nil
        }
        var shown = try await articles.readable(
            id, width: textWidth, text: textRequest == .feedText ? .feed : .fullWhenKept)
        if shown.article.isUnread {
            try await articles.setRead([id], read: true)
            shown.article.isRead = true
        }
        articleID = id
        readable = shown
        textNote = await note(for: shown)
        viewModel.update(readable: shown, now: now(), width: textWidth, textNote: textNote?.line)
        text?.scrollToTop()
        drawPictures(of: shown)
    }

    /// Draws the pictures of `shown` in the background, one after another, each into the text
    /// as it comes; a picture that arrives after another article replaced this one is dropped.
    private func drawPictures(of shown: ReadableArticle) {
        drawing?.cancel()
        drawing = nil
        guard let pictures, !shown.images.isEmpty else { return }
        let (id, text, images, columns, rows) = (
            shown.article.id, shown.text, shown.images, textWidth, pictureRows
        )
        drawing = Task { [weak self] in
            for (index, image) in images.enumerated() {
                let outcome = await pictures.picture(at: image.url, columns: columns, rows: rows)
                guard !Task.isCancelled, let self, self.readable?.article.id == id,
                    self.readable?.text == text
                else { return }
                let drawnRows = PictureRows.rows(of: outcome, width: columns)
                if !drawnRows.isEmpty { self.viewModel.show(picture: drawnRows, forImage: index) }
            }
        }
    }

    /// Switches between the full text and the feed's. A full text not kept yet is fetched in the
    /// background: the header says so, keys keep working, and the text appears when it comes
    /// (if the article is still the one shown).
    private func toggleFullText() async {
        guard let shown = readable, fetching == nil else { return }
        if shown.isFullText || shown.article.fullText != nil {
            textRequest = shown.isFullText ? .feedText : .stored
            await reshow()
            return
        }
        guard let fullTexts else {
            navigator?.showMessage("Full texts cannot be fetched here")
            return
        }
        let id = articleID
        textNote = .fetching
        viewModel.update(readable: shown, now: now(), width: textWidth, textNote: textNote?.line)
        fetching = Task { [weak self] in
            let outcome: FullTextError?
            do throws(FullTextError) {
                _ = try await fullTexts.fetchFullText(of: id)
                outcome = nil
            } catch {
                outcome = error
            }
            guard let self else { return }
            self.fetching = nil
            guard self.articleID == id else { return }
            self.fullTextError = outcome
            self.textRequest = .stored
            await self.reshow()
            if let outcome { self.navigator?.showMessage(outcome.description) }
        }
    }

    /// Shows the current article again, from the top, in the text asked for.
    private func reshow() async {
        do {
            try await show(articleID)
        } catch {
            navigator?.showMessage(error.description)
        }
    }

    /// What the header says of the text `shown` holds: the full text, or the feed's and why.
    private func note(for shown: ReadableArticle) async -> FullTextNote? {
        if shown.isFullText { return .full }
        if let fullTextError { return .failed(fullTextError.description) }
        if shown.article.fullText != nil { return .feedChosen }
        if let remembered = try? await fullTexts?.failure(of: shown.article.id) {
            return .failed(remembered.reason)
        }
        return nil
    }

    /// Applies a state change through the logic, then shows the article's new state.
    private func change(_ action: (any ArticleReading, ArticleID) async throws(ArticleError) -> Int) async {
        guard var shown = readable else { return }
        do {
            _ = try await action(articles, articleID)
            shown.article = try await articles.article(articleID)
            readable = shown
            viewModel.update(readable: shown, now: now(), width: textWidth, textNote: textNote?.line)
        } catch {
            navigator?.showMessage(error.description)
        }
    }

    /// Shows the newest unread article other than this one, in place.
    private func showNextUnread() async {
        do {
            let page = try await articles.page(ArticleQuery(filter: .unread), after: nil, limit: 2)
            guard let next = page.articles.first(where: { $0.id != articleID }) else {
                navigator?.showMessage("No more unread articles")
                return
            }
            try await show(next.id)
        } catch {
            navigator?.showMessage(error.description)
        }
    }

    private func open(_ link: URL) async {
        do {
            let program = try await sharing.open(link)
            navigator?.showMessage("Opened \(link.absoluteString) with \(program)")
        } catch {
            navigator?.showMessage(error.description)
        }
    }
}
