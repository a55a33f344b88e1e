/// Kit.
public struct Kit {}
