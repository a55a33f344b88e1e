import NetworkService

/// A target without a builder may use services.
struct CardWidget {}
