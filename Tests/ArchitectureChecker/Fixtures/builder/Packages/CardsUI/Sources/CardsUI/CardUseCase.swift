import NetworkService

/// Fetches cards for the screen; beside the builder, in its target, it may use a service.
final class CardUseCase {}
