import Foundation
public import FoundationEssentials

/// Still imports Foundation, and its package is not on the way.
public struct Page {
    public var url: URL
}
