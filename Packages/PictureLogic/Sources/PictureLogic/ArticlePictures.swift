public import FoundationEssentials
public import HTTPService
public import PictureService

/// What the reader asks of pictures: one drawn in at most so many cells, from the cache or the
/// network. `PictureLibrary` is its implementation.
public protocol PictureProviding: Sendable {
    /// The picture at `url` in at most `columns` × `rows` cells, or why it cannot be drawn.
    func picture(at url: URL, columns: Int, rows: Int) async -> PictureOutcome
}

/// What became of a picture.
public enum PictureOutcome: Equatable, Sendable {
    case drawn(DrawnPicture)
    /// Smaller than `PictureLibrary.smallestSide` pixels on a side: a tracking pixel, a button,
    /// an icon; not worth a place in the text.
    case tooSmall
    case failed(PictureFailure)
}

/// Why a picture is not drawn, in one sentence.
public struct PictureFailure: Error, Equatable, Sendable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}

/// Pictures fetched through the HTTP client with the limits a feed has (http and https only,
/// at most `maxBytes`, within `timeoutSeconds`; decompression bombs are refused by the decoder),
/// kept on disk (`PictureCache`) and drawn (`PictureDrawing`) in the style the terminal takes.
/// The pictures drawn last (up to 16 MiB of them) are kept in memory too, so that reopening an
/// article costs nothing.
public actor PictureLibrary: PictureProviding {
    private let client: any HTTPClient
    private let drawing: any PictureDrawing
    private let cache: PictureCache
    private let settings: PictureSettings
    private var drawn: [String: DrawnPicture] = [:]
    private var order: [String] = []
    private var drawnBytes = 0
    /// Bytes of drawn pictures kept in memory (a picture in pixels is its escape sequence, which
    /// may be a megabyte; one in symbols is its cells).
    static let drawnBytesKept = 16 << 20
    /// Pictures narrower or shorter than this many pixels are not drawn.
    public static let smallestSide = 16

    public init(
        client: any HTTPClient, drawing: any PictureDrawing, settings: PictureSettings,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.client = client
        self.drawing = drawing
        self.settings = settings
        cache = PictureCache(policy: settings.cache, now: now)
    }

    public func picture(at url: URL, columns: Int, rows: Int) async -> PictureOutcome {
        let style = settings.style()
        let key = "\(columns)x\(rows) \(style) \(url.absoluteString)"
        if let picture = drawn[key] { return .drawn(picture) }
        guard ["http", "https"].contains(url.scheme?.lowercased()) else {
            return .failed(PictureFailure("only http and https pictures are fetched"))
        }
        let data: Data
        if let kept = cache.picture(for: url) {
            data = kept
        } else {
            do {
                data = try await fetch(url)
            } catch {
                return .failed(PictureFailure(error.description))
            }
            cache.keep(data, for: url)
        }
        if let header = PictureHeader(data),
            header.width < Self.smallestSide || header.height < Self.smallestSide
        {
            return .tooSmall
        }
        do {
            let picture = try drawing.draw(data, columns: columns, rows: rows, style: style)
            remember(picture, as: key)
            return .drawn(picture)
        } catch {
            return .failed(PictureFailure(error.description))
        }
    }

    private func fetch(_ url: URL) async throws(HTTPError) -> Data {
        try await client.get(
            HTTPRequest(
                url: url, headers: ["Accept": "image/png, image/jpeg, image/gif, image/webp"],
                limits: HTTPTransferLimits(
                    maxBodyBytes: settings.maxBytes, totalTimeoutSeconds: settings.timeoutSeconds,
                    stallTimeoutSeconds: nil))
        ).body
    }

    private func remember(_ picture: DrawnPicture, as key: String) {
        drawn[key] = picture
        order.append(key)
        drawnBytes += Self.bytes(of: picture)
        while drawnBytes > Self.drawnBytesKept, order.count > 1,
            let oldest = drawn.removeValue(forKey: order.removeFirst())
        {
            drawnBytes -= Self.bytes(of: oldest)
        }
    }

    /// About how much memory a drawn picture holds.
    private static func bytes(of picture: DrawnPicture) -> Int {
        switch picture {
        case .symbols(let symbols): symbols.cells.count * 24
        case .pixels(let pixels): pixels.sequence.utf8.count
        }
    }
}
