import FoundationEssentials
import ParseService
import FetchService

/// Reads, but reaches past its dependency.
public struct Reader {}
