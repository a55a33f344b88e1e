/// Fetches cards.
public struct Network {}
