import FoundationEssentials

/// The one place that posts, on the main actor.
@MainActor
public enum ArticlesChangedBroadcast {
    public static func articlesChanged(center: NotificationCenter = .default) {
        center.post(name: .init("changed"), object: nil)
    }
}
