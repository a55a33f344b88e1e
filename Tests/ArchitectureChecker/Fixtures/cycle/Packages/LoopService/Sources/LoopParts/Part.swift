import LoopService

/// P.
public struct Part {}
