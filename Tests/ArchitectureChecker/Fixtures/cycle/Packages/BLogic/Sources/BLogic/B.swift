import ALogic

/// B.
public struct B {}
