/// A screen the mouse works on through its own actions: a turn of the wheel does its
/// `wheelActions` (three lines a notch), a press of the left button on a row of its list selects
/// that row, and a press on the row already selected does its `openAction`, as Enter would. A
/// second click on a row therefore opens it, with no clock to tell a double click.
@MainActor
public protocol MouseScreen: ActionScreen {
    /// The actions a notch of the wheel does three times: up, then down.
    static var wheelActions: (up: Action, down: Action) { get }
    /// The action a press on the selected row does; nil where rows do not open.
    static var openAction: Action? { get }
    /// The list a press picks a row of, as drawn last; nil for a screen without one.
    var mouseList: (any MouseSelectable)? { get }
}

/// A list whose rows a press of the mouse picks: `TableView`.
@MainActor
public protocol MouseSelectable: AnyObject {
    var selectedIndex: Int { get }
    /// The index of the row drawn under `mouse`, or nil.
    func index(under mouse: MouseEvent) -> Int?
    /// Selects the row at `index`.
    func select(_ index: Int)
}

extension TableView: MouseSelectable {}

extension MouseScreen {
    /// Lines (or rows) a notch of the wheel moves: what xterm, VTE and most programs scroll.
    public static var wheelStep: Int { 3 }

    /// Does what `mouse` means on this screen; false when it means nothing here.
    public func performMouse(_ mouse: MouseEvent) async -> Bool {
        switch mouse.action {
        case .wheelUp, .wheelDown:
            let action = mouse.action == .wheelUp ? Self.wheelActions.up : Self.wheelActions.down
            var performed = false
            for _ in 0..<Self.wheelStep { performed = await perform(action) || performed }
            return performed
        case .press(.left):
            guard let list = mouseList, let index = list.index(under: mouse) else { return false }
            guard index == list.selectedIndex, let open = Self.openAction else {
                list.select(index)
                return true
            }
            return await perform(open)
        case .press, .release:
            return false
        }
    }
}
