/// The keys every screen shares, answered by the navigation: `help` before the screen sees a key,
/// the others when the screen does not use it.
public enum SharedAction: String, ScreenAction {
    case back, help, quit, suspend

    /// The shared actions, bound in the `global` section.
    public static let table = ActionTable<Self>(
        screen: KeyBindings.globalSection,
        [
            .init(.back, .character("q"), .escape, .left, help: "back (quit at the first screen)"),
            .init(.help, .character("?"), help: "this help"),
            .init(.suspend, .control("z"), help: "suspend (fg resumes)"),
            .init(.quit, .control("c"), help: "quit"),
        ])
}
