/// Reading rules.
public struct Reading {}
