/// Something a person does on a screen with a key, named as a key binding names it
/// (`down`, `mark-read`).
public protocol ScreenAction: RawRepresentable, CaseIterable, Hashable, Sendable where RawValue == String {
    /// The screen's actions, with their default keys and help.
    static var table: ActionTable<Self> { get }
}

/// One action of a screen, declared once: the keys it answers by default and its help text.
public struct ActionDeclaration<Action: ScreenAction>: Sendable {
    public let action: Action
    public let keys: [Key]
    public let help: String

    public init(_ action: Action, _ keys: Key..., help: String) {
        self.action = action
        self.keys = keys
        self.help = help
    }
}

/// A screen's actions, declared once. Key handling dispatches through it, and the help overlay,
/// the README's key table and the checking of a user's bindings read it.
public struct ActionTable<Action: ScreenAction>: ActionTableDescribing {
    /// The screen's name in a key binding (`keys.articles.down`).
    public let screen: String
    public let declarations: [ActionDeclaration<Action>]

    public init(screen: String, _ declarations: [ActionDeclaration<Action>]) {
        self.screen = screen
        self.declarations = declarations
    }

    /// The action `key` does on this screen with `bindings`, if any.
    public func action(for key: Key, bindings: KeyBindings) -> Action? {
        declarations.first {
            bindings.keys(for: $0.action.rawValue, screen: screen, defaults: $0.keys).contains(key)
        }?
        .action
    }

    /// What the help overlay lists: each action's keys with `bindings`, and its help.
    public func help(bindings: KeyBindings) -> [KeyHelp] {
        declarations.map { declaration in
            let keys = bindings.keys(
                for: declaration.action.rawValue, screen: screen, defaults: declaration.keys)
            return KeyHelp(keys.map(\.name).joined(separator: ", "), declaration.help)
        }
    }

    /// The keys of `action` with `bindings`.
    public func keys(of action: Action, bindings: KeyBindings) -> [Key] {
        bindings.keys(
            for: action.rawValue, screen: screen,
            defaults: declarations.first { $0.action == action }?.keys ?? [])
    }

    public var actions: [(name: String, keys: [Key], help: String)] {
        declarations.map { ($0.action.rawValue, $0.keys, $0.help) }
    }
}

/// A screen's actions whatever their type: what the checking of bindings and the key table read.
public protocol ActionTableDescribing: Sendable {
    var screen: String { get }
    /// Each action's name, default keys and help, in the order the screen declares them.
    var actions: [(name: String, keys: [Key], help: String)] { get }
}

/// A screen whose keys are actions: it declares them once, and the keys reach it as actions.
@MainActor
public protocol ActionScreen: ViewController {
    associatedtype Action: ScreenAction
    /// Does `action`; returns false when it does not apply now, so that the key goes on to the
    /// keys every screen shares.
    func perform(_ action: Action) async -> Bool
}

extension ActionScreen {
    /// The screen's actions whatever their type: what the router records when the screen is
    /// registered.
    public static var actionTable: any ActionTableDescribing { Action.table }

    /// Does the action `key` is bound to on this screen; false when it is bound to none.
    public func performAction(for key: Key) async -> Bool {
        guard let action = Action.table.action(for: key, bindings: navigator?.keyBindings ?? .defaults) else {
            return false
        }
        return await perform(action)
    }

    /// The screen's keys for the help overlay, with the user's bindings.
    public var actionHelp: [KeyHelp] {
        Action.table.help(bindings: navigator?.keyBindings ?? .defaults)
    }
}
