/// Fetches.
public struct Fetcher {}
