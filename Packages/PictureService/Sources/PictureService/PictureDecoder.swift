import CPictures
public import FoundationEssentials

/// The bounds a decode keeps to.
public struct PictureLimits: Equatable, Sendable {
    /// The most pixels a picture may claim (width × height).
    public var maxPixels: Int
    /// The longest side a picture may claim, in pixels.
    public var maxSide: Int

    public init(maxPixels: Int, maxSide: Int) {
        self.maxPixels = maxPixels
        self.maxSide = maxSide
    }
}

/// A picture decoded to 8-bit RGBA pixels, row after row, scaled down to fit the box it was
/// decoded for.
public struct DecodedPicture: Equatable, Sendable {
    public let format: PictureFormat
    /// The size the picture itself has.
    public let sourceWidth: Int
    public let sourceHeight: Int
    /// The size of `pixels`.
    public let width: Int
    public let height: Int
    /// Four bytes a pixel: red, green, blue, alpha (not premultiplied).
    public let pixels: [UInt8]
}

/// Decodes PNG, JPEG, GIF (its first frame) and WebP through GdkPixbuf, which one library
/// reads all four with, and which scales while decoding. The header is read first
/// (`PictureHeader`): a picture that claims more than `limits` allow is refused before the
/// decoder sees it, and one the decoder reads at another size than its header said is refused
/// too.
public struct PictureDecoder: Sendable {
    public let limits: PictureLimits

    public init(limits: PictureLimits) {
        self.limits = limits
    }

    /// `data` decoded to fit `boxWidth` × `boxHeight` pixels, its shape kept.
    public func decode(_ data: Data, boxWidth: Int, boxHeight: Int) throws(PictureError) -> DecodedPicture {
        guard let header = PictureHeader(data) else { throw .notAPicture }
        guard header.width > 0, header.height > 0, header.width <= limits.maxSide,
            header.height <= limits.maxSide, header.width * header.height <= limits.maxPixels
        else { throw .tooLarge(width: header.width, height: header.height) }
        let box = (width: max(1, min(boxWidth, header.width)), height: max(1, min(boxHeight, header.height)))
        var request = tidings_picture_request(
            max_pixels: Int64(limits.maxPixels), max_side: Int32(clamping: limits.maxSide),
            box_width: Int32(clamping: box.width), box_height: Int32(clamping: box.height),
            source_width: 0, source_height: 0, width: 0, height: 0, refused: 0)
        var pixels = [UInt8](repeating: 0, count: box.width * box.height * 4)
        var reason = [CChar](repeating: 0, count: 256)
        let status = data.withUnsafeBytes { bytes in
            pixels.withUnsafeMutableBufferPointer { output in
                tidings_picture_decode(
                    header.format.rawValue, bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count,
                    &request,
                    output.baseAddress, output.count, &reason, reason.count)
            }
        }
        let said = CText.string(reason)
        switch Int(status) {
        case Int(TIDINGS_PICTURE_DECODED.rawValue): break
        case Int(TIDINGS_PICTURE_UNAVAILABLE.rawValue): throw .unavailable(said)
        case Int(TIDINGS_PICTURE_TOO_LARGE.rawValue):
            throw .tooLarge(width: Int(request.source_width), height: Int(request.source_height))
        default: throw .unreadable(said.isEmpty ? "no reason given" : said)
        }
        guard Int(request.source_width) == header.width, Int(request.source_height) == header.height else {
            throw .unreadable(
                "its header says \(header.width) × \(header.height) pixels, its data "
                    + "\(request.source_width) × \(request.source_height)")
        }
        let width = Int(request.width)
        let height = Int(request.height)
        return DecodedPicture(
            format: header.format, sourceWidth: header.width, sourceHeight: header.height, width: width,
            height: height, pixels: Array(pixels.prefix(width * height * 4)))
    }
}
