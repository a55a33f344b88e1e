/// Opens an article for its controller.
final class OpenArticleUseCase {
    var controller: ArticleViewController?
    weak var view: ArticleView?
}

/// A controller owns its view: the interface layer holds UI strongly.
final class ArticleViewController {
    let view = ArticleView()
}
