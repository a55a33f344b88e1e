#if canImport(Glibc)
    import Glibc
#endif
import FoundationEssentials

/// A widget the other fixture packages use.
public struct Widget {
    public init() {}
}

extension Widget {
    /// Parameters are values: the result is returned.
    public func widened(by amount: Int) -> Int { amount + 1 }
}
