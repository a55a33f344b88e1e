/// A model with no notifications of its own.
public struct Tag {
    public let name: String
}
