/// One header field of a request or response on the loopback server.
public struct LoopbackHeader: Equatable, Hashable, Sendable {
    public var name: String
    public var value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

extension [LoopbackHeader] {
    /// The first value of the field `name`, whatever its case.
    public func value(of name: String) -> String? {
        first { $0.name.lowercased() == name.lowercased() }?.value
    }
}
