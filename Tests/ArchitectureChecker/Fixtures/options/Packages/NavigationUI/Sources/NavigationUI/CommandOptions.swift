/// The one place options are named.
enum CommandOptions {
    static let all = "--all"
}
