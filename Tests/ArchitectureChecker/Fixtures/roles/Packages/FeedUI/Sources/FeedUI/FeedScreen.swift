/// The feed's screens and their roles.
public final class FeedListViewController {}
public final class FeedListView {}
public struct FeedRowViewBean {}
public struct FeedRowBuilder {}
public final class ReadFeedUseCase {}
public struct Review {}

/// A store in the interface layer is a finding.
struct ArticleStore {}
