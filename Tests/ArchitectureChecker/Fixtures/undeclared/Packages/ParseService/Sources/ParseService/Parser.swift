import FetchService

/// Parses.
public struct Parser {}
