/// Feed rules.
public struct Overview {}

/// A preview is not a view: the role word is matched with its capital letter.
public struct Preview {}

/// The store of feeds belongs here.
struct FeedStore {}

/// A view does not belong in logic.
public final class FeedView {}

/// Neither does a view model, even as a protocol.
public protocol FeedListViewModel {}
