import LoopParts

/// L.
public struct Loop {}
