public import FoundationEssentials

/// Imports FoundationEssentials, as every product source does.
public struct Query {
    public var text: String
}
