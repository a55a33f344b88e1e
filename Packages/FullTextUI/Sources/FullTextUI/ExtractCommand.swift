import ArticleLogic
import ExitCodeUI
import FoundationEssentials
import FullTextLogic
import NavigationUI
import TerminalUI

/// What `tidings extract` does: finds the article of a page (fetched, or a saved file) and
/// answers with it as `read` shows an article, or as one JSON object.
struct ExtractCommand: Sendable {
    let fullText: any FullTextManaging
    let width: Int

    func run(_ parameters: ExtractParameters) async throws(ScreenFailure) -> CommandOutcome {
        let article: ExtractedArticle
        do {
            article =
                parameters.url.isFileURL
                ? try await fullText.extract(file: parameters.url, address: parameters.address)
                : try await fullText.extract(from: parameters.url)
        } catch {
            throw ScreenFailure(error)
        }
        let width = width
        return CommandOutcome(writing: ExtractJSON(article)) {
            ExtractedArticleLines.lines(article, width: width)
        }
    }
}
