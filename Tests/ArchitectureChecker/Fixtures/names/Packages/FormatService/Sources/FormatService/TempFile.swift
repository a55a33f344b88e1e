/// Formats text.
public struct Formatter {}

/// A banned name, and an allowed suffix.
class BaseFormatter {}
struct FormattingTool {}
