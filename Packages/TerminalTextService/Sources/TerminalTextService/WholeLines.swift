extension TerminalText {
    /// Whether text that is too wide is kept whole instead of cut with an ellipsis. One-shot
    /// output to a file or a pipe sets it, so that a log gets every character (a failure's
    /// whole reason); a terminal keeps lines within its width.
    @TaskLocal public static var keepsWholeLines = false
}
