import FoundationEssentials
import ReadingLogic

/// Stores what the reading logic decides: an upward edge.
public struct Archive {}
