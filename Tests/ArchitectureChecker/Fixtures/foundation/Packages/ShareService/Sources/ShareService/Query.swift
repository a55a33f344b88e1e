public import Foundation

/// Imports Foundation, and its package is listed as still on the way.
public struct Query {
    public var text: String
}
