import FoundationEssentials

/// Refreshes feeds and, wrongly, announces it itself.
public struct Refresher {
    let queue: OperationQueue
    let client: Uploader

    public func finish() {
        NotificationCenter.default.post(name: .init("refreshed"), object: nil)
        client.post(Data())
        // NotificationCenter.default.post(name: .init("comment"), object: nil)
        let note = "center.post(name: x)"
        _ = note
    }

    public func announce(on other: NotificationCenter, latest: Notification) {
        other.post(latest)
        other.addObserver(forName: nil, object: nil, queue: queue) { _ in }
    }

    public func forward(_ name: Notification.Name) {
        NotificationCenter.default.post(Notification(name: name))
    }
}

/// Uploads; its `post` is not a notification.
public struct Uploader {
    func post(_ body: Data) {}
    func post(name: String) {}
}

extension NotificationCenter {
    func announceRefresh() {
        post(name: .init("refreshed"), object: nil)
    }
}
