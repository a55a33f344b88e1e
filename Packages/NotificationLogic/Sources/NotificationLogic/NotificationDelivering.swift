/// One way of showing a notice: the desktop's notification service, or a program the user
/// names. The app adapts each to this protocol; `ArrivalNotifier` tries them in order.
public protocol NotificationDelivering: Sendable {
    /// What the way is called in a report ("the desktop", "notify-send").
    var name: String { get }
    /// Shows `notice`.
    func deliver(_ notice: ArrivalNotice) async throws(DeliveryFailure)
}

/// Why a way did not show a notice.
public enum DeliveryFailure: Error, Equatable, Sendable {
    /// The way is not there (no notification service runs): the next one is tried.
    case unavailable(String)
    /// The way is there and failed: the notice is not shown, and the report says why.
    case failed(String)
}
