#if canImport(Glibc)
    import Glibc
#endif
import Foundation

/// A widget the other fixture packages use.
public struct Widget {
    public init() {}
}
