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
    case drawn(SymbolPicture)
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
/// kept on disk (`PictureCache`) and drawn in symbols (`PictureDrawing`). The pictures drawn
/// last are kept in memory too, so that scrolling back or reopening an article costs nothing.
public actor PictureLibrary: PictureProviding {
    private let client: any HTTPClient
    private let drawing: any PictureDrawing
    private let cache: PictureCache
    private let settings: PictureSettings
    private var drawn: [String: SymbolPicture] = [:]
    private var order: [String] = []
    /// Pictures kept drawn in memory.
    static let drawnKept = 64
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
        let key = "\(columns)x\(rows) \(url.absoluteString)"
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
            let picture = try drawing.draw(data, columns: columns, rows: rows, colors: settings.colors)
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

    private func remember(_ picture: SymbolPicture, as key: String) {
        drawn[key] = picture
        order.append(key)
        if order.count > Self.drawnKept { drawn[order.removeFirst()] = nil }
    }
}
