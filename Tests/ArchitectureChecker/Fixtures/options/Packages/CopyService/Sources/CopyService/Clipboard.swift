/// A program's own options are not ours.
enum Clipboard {
    static let command = ["xsel", "--clipboard", "--input"]
}
