/// Why the loopback server could not start.
public enum LoopbackServerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The address is not a loopback address (127.x.x.x or ::1).
    case notLoopback(address: String)
    /// A socket call failed, with the system's reason.
    case socket(call: String, reason: String)

    public var description: String {
        switch self {
        case .notLoopback(let address):
            "\(address) is not a loopback address; the loopback server listens only on 127.x.x.x or ::1"
        case .socket(let call, let reason):
            "the loopback server could not start: \(call) failed (\(reason)); choose another port or "
                + "check the system's limits"
        }
    }
}
