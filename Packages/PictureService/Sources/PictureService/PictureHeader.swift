public import FoundationEssentials

/// The kinds of picture Tidings draws: those the web uses. Anything else (SVG, TIFF, icons) is
/// refused before a decoder sees it, so that only these four decoders ever parse what a page
/// names.
public enum PictureFormat: String, Equatable, Sendable {
    case png, jpeg, gif, webp
}

/// What a picture's header says of it: its format and the size it claims. Read before the
/// decoder is given anything, so that a picture claiming too many pixels (a decompression bomb)
/// is refused without a byte of it being decoded: the decoder would allocate for the claimed
/// size first. `PictureDecoder` checks the decoder's own reading of the size against it.
public struct PictureHeader: Equatable, Sendable {
    public let format: PictureFormat
    public let width: Int
    public let height: Int

    /// The header of `data`, or nil when it is not a PNG, JPEG, GIF or WebP picture whose
    /// size can be read.
    public init?(_ data: Data) {
        let bytes = [UInt8](data.prefix(Self.jpegSearchLimit))
        guard let header = Self.png(bytes) ?? Self.gif(bytes) ?? Self.webp(bytes) ?? Self.jpeg(bytes) else {
            return nil
        }
        self = header
    }

    private init(_ format: PictureFormat, _ width: Int, _ height: Int) {
        self.format = format
        self.width = width
        self.height = height
    }

    /// How far into a JPEG its frame header is looked for (past EXIF and colour profiles).
    static let jpegSearchLimit = 1 << 20

    /// PNG: the signature, then the IHDR chunk with the width and height, big-endian.
    private static func png(_ bytes: [UInt8]) -> PictureHeader? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, bytes.starts(with: signature), bytes[12..<16].elementsEqual("IHDR".utf8)
        else { return nil }
        return PictureHeader(.png, bigEndian(bytes, 16, 4), bigEndian(bytes, 20, 4))
    }

    /// GIF: `GIF87a` or `GIF89a`, then the logical screen's width and height, little-endian.
    private static func gif(_ bytes: [UInt8]) -> PictureHeader? {
        guard bytes.count >= 10,
            bytes[0..<6].elementsEqual("GIF87a".utf8) || bytes[0..<6].elementsEqual("GIF89a".utf8)
        else { return nil }
        return PictureHeader(.gif, littleEndian(bytes, 6, 2), littleEndian(bytes, 8, 2))
    }

    /// WebP: a RIFF container of type WEBP whose first chunk is a lossy frame (`VP8 `), a
    /// lossless one (`VP8L`) or the extended header (`VP8X`) with the canvas size.
    private static func webp(_ bytes: [UInt8]) -> PictureHeader? {
        guard bytes.count >= 30, bytes[0..<4].elementsEqual("RIFF".utf8),
            bytes[8..<12].elementsEqual("WEBP".utf8)
        else { return nil }
        let chunk = bytes[12..<16]
        if chunk.elementsEqual("VP8 ".utf8) {
            // The frame tag (3 bytes), the start code 9D 01 2A, then 14-bit width and height.
            guard bytes[23] == 0x9D, bytes[24] == 0x01, bytes[25] == 0x2A else { return nil }
            return PictureHeader(
                .webp, littleEndian(bytes, 26, 2) & 0x3FFF, littleEndian(bytes, 28, 2) & 0x3FFF)
        }
        if chunk.elementsEqual("VP8L".utf8) {
            // The signature 0x2F, then the width and height less one, 14 bits each.
            guard bytes[20] == 0x2F else { return nil }
            let bits = littleEndian(bytes, 21, 4)
            return PictureHeader(.webp, (bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
        }
        if chunk.elementsEqual("VP8X".utf8) {
            // Flags and reserved bytes, then the canvas's width and height less one, 24 bits each.
            return PictureHeader(.webp, littleEndian(bytes, 24, 3) + 1, littleEndian(bytes, 27, 3) + 1)
        }
        return nil
    }

    /// JPEG: the start-of-image marker, then segments up to the first start-of-frame marker,
    /// which holds the height and width, big-endian.
    private static func jpeg(_ bytes: [UInt8]) -> PictureHeader? {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var index = 2
        while index + 1 < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            index += 2
            switch marker {
            case 0xFF:
                index -= 1  // fill byte: the marker follows
            case 0x01, 0xD0...0xD7:
                continue  // markers without a segment
            case 0xC0...0xC3, 0xC5...0xC7, 0xC9...0xCB, 0xCD...0xCF:
                guard index + 7 <= bytes.count else { return nil }
                return PictureHeader(.jpeg, bigEndian(bytes, index + 5, 2), bigEndian(bytes, index + 3, 2))
            case 0xD9, 0xDA:
                return nil  // the image ends or its data starts before any frame header
            default:
                guard index + 2 <= bytes.count else { return nil }
                index += bigEndian(bytes, index, 2)
            }
        }
        return nil
    }

    private static func bigEndian(_ bytes: [UInt8], _ start: Int, _ count: Int) -> Int {
        bytes[start..<(start + count)].reduce(0) { $0 << 8 | Int($1) }
    }

    private static func littleEndian(_ bytes: [UInt8], _ start: Int, _ count: Int) -> Int {
        bytes[start..<(start + count)].reversed().reduce(0) { $0 << 8 | Int($1) }
    }
}
