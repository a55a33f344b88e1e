/// Draws into whatever view it is handed.
public final class Presenter {
    public var target: (any TerminalUI.View)?
    public weak var fallback: (any View)?
}

extension Presenter {
    static let shared: PanelView? = nil
}
