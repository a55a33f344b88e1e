/// Holds on to what a reading session shows.
public final class ReadingSession {
    weak var controller: ReadingViewController?
    var view: ReadingView?
    unowned let owner: ReadingViewController
    private(set) var shown: (any View)?
    lazy var spare = ReadingView()
    let viewModel: ReadingViewModel
    var views: [ReadingView] = []
    var makeView: () -> ReadingView = { ReadingView() }
    var current: ReadingView? { view }
    static var last: ReadingView?
    var preview: Preview?

    init(owner: ReadingViewController, viewModel: ReadingViewModel) {
        self.owner = owner
        self.viewModel = viewModel
        var local: ReadingView? = nil
        _ = local
    }

    func show() {
        let view: ReadingView? = nil
        _ = view
    }
}
