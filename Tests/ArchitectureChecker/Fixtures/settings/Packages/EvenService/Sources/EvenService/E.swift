/// E.
public struct E {}
