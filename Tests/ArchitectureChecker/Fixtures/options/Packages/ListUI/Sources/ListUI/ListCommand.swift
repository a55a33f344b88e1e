// A comment may say "--all".
/// Names an option by a string.
enum ListCommand {
    static let help = "hidden feeds only with --all"
    static let flag = "--all"
    static let pair = ["--tag", "x"]
}
