import BLogic

/// A.
public struct A {}
