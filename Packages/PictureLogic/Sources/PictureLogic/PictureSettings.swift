public import PictureService

/// How pictures are fetched, kept and drawn, from the configuration.
public struct PictureSettings: Sendable {
    /// The largest picture fetched, in bytes; a larger one is refused while it streams in.
    public var maxBytes: Int
    /// Seconds a picture's fetch may take.
    public var timeoutSeconds: Double
    /// The size a picture may claim.
    public var limits: PictureLimits
    /// How pictures are drawn, asked at each drawing: the terminal's answer to the question what
    /// it draws may come after the reader opened.
    public var style: @Sendable () -> PictureStyle
    /// The folder fetched pictures are kept in, and for how long and up to how many bytes.
    public var cache: PictureCache.Policy

    public init(
        maxBytes: Int, timeoutSeconds: Double, limits: PictureLimits,
        style: @escaping @Sendable () -> PictureStyle, cache: PictureCache.Policy
    ) {
        self.maxBytes = maxBytes
        self.timeoutSeconds = timeoutSeconds
        self.limits = limits
        self.style = style
        self.cache = cache
    }
}
