import Foundation
import NavigationUI

/// Every command of `tidings`: one per route that declares a command, in the routes' order,
/// then the two that are not a route's (`open`, which opens any URL, and `demo`).
public enum Commands {
    public static let all: [CommandSpec] =
        Routes.all.compactMap(\.command).map(CommandSpec.init(routeCommand:)) + [open, demo]

    /// The command named `name`.
    public static func named(_ name: String) -> CommandSpec? {
        all.first { $0.name == name }
    }

    static let open = CommandSpec(
        "open", "open any tidings:// URL (tidings open 'tidings://articles?filter=unread')",
        arguments: [ArgumentSpec("URL", "a tidings:// URL")], json: true,
        target: .route { arguments, _ in
            arguments.positionals[0]
        })

    static let demo = CommandSpec(
        "demo",
        "open the reader on a sample library kept in a folder of its own (the feed list when not on a terminal)",
        target: .demo)
}
