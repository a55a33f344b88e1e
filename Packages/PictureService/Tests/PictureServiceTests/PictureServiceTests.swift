import Foundation
import PictureService
import Testing

/// Pictures decoded by GdkPixbuf and drawn by libchafa, the real libraries, from fixtures
/// written for these tests (Fixtures/README.md says how).
@Suite struct Pictures {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures")
    let limits = PictureLimits(maxPixels: 40_000_000, maxSide: 20_000)

    func fixture(_ name: String) throws -> Data {
        try Data(contentsOf: Self.fixtures.appendingPathComponent(name))
    }

    @Test func aPictureDecodesScaledDownToItsBox() throws {
        let decoded = try PictureDecoder(limits: limits).decode(
            try fixture("pattern.png"), boxWidth: 32, boxHeight: 32)
        #expect(decoded.format == .png)
        #expect(decoded.sourceWidth == 64 && decoded.sourceHeight == 32)
        #expect(decoded.width == 32 && decoded.height == 16)
        #expect(decoded.pixels.count == 32 * 16 * 4)
        // The bottom left is red, the top right blue, both opaque.
        func pixel(_ x: Int, _ y: Int) -> [Int] {
            let start = (y * decoded.width + x) * 4
            return decoded.pixels[start..<(start + 4)].map { Int($0) }
        }
        #expect(pixel(0, 15).elementsEqual([220, 30, 30, 255]) { abs($0 - $1) < 40 }, "\(pixel(0, 15))")
        #expect(pixel(31, 0).elementsEqual([30, 60, 220, 255]) { abs($0 - $1) < 40 }, "\(pixel(31, 0))")
    }

    @Test func aPictureClaimingTooManyPixelsIsRefusedUndecoded() throws {
        let huge = try fixture("huge-dimensions.png")
        #expect(throws: PictureError.tooLarge(width: 60_000, height: 60_000)) {
            try PictureDecoder(limits: limits).decode(huge, boxWidth: 80, boxHeight: 40)
        }
        // The longest side counts too, and the pixels under a smaller limit.
        let pattern = try fixture("pattern.png")
        #expect(throws: PictureError.tooLarge(width: 64, height: 32)) {
            try PictureDecoder(limits: PictureLimits(maxPixels: 1_000_000, maxSide: 63)).decode(
                pattern, boxWidth: 10, boxHeight: 10)
        }
        #expect(throws: PictureError.tooLarge(width: 64, height: 32)) {
            try PictureDecoder(limits: PictureLimits(maxPixels: 2_047, maxSide: 100)).decode(
                pattern, boxWidth: 10, boxHeight: 10)
        }
    }

    @Test func whatIsNotAPictureOrIsCutShortIsSaidSo() throws {
        #expect(throws: PictureError.notAPicture) {
            try PictureDecoder(limits: limits).decode(
                Data("<svg xmlns='http://www.w3.org/2000/svg'/>".utf8), boxWidth: 8, boxHeight: 8)
        }
        // A header followed by data that is not compressed pixels.
        let broken = try fixture("pattern.png").prefix(41) + Data(repeating: 0xA5, count: 200)
        #expect {
            try PictureDecoder(limits: limits).decode(Data(broken), boxWidth: 8, boxHeight: 8)
        } throws: { error in
            guard case PictureError.unreadable = error else { return false }
            return true
        }
    }

    @Test func theHeaderIsReadAsTheDecoderReadsIt() throws {
        // The hand-read header against GdkPixbuf's own reading, on every fixture it decodes.
        for name in ["pattern.png", "tall.png"] {
            let data = try fixture(name)
            let header = try #require(PictureHeader(data))
            let decoded = try PictureDecoder(limits: limits).decode(data, boxWidth: 4_000, boxHeight: 4_000)
            #expect(header.width == decoded.sourceWidth && header.height == decoded.sourceHeight, "\(name)")
        }
    }

    @Test func headersOfEachFormatGiveTheirSize() {
        let gif = Data("GIF89a".utf8) + Data([0x40, 0x01, 0xF0, 0x00]) + Data(count: 4)
        #expect(PictureHeader(gif)?.format == .gif)
        #expect(PictureHeader(gif)?.width == 320 && PictureHeader(gif)?.height == 240)
        // A JPEG with an APP0 segment before its baseline frame header: 480 high, 640 wide.
        let jpeg = Data([
            0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x4A, 0x46, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01, 0xE0, 0x02,
            0x80,
        ])
        #expect(PictureHeader(jpeg)?.format == .jpeg)
        #expect(PictureHeader(jpeg)?.width == 640 && PictureHeader(jpeg)?.height == 480)
        // WebP, lossy: 14-bit width and height after the start code.
        var lossy = Data("RIFF".utf8) + Data(count: 4) + Data("WEBPVP8 ".utf8) + Data(count: 4)
        lossy += Data([0, 0, 0, 0x9D, 0x01, 0x2A, 0x20, 0x03, 0x58, 0x02])
        #expect(PictureHeader(lossy)?.format == .webp)
        #expect(PictureHeader(lossy)?.width == 800 && PictureHeader(lossy)?.height == 600)
        // WebP, extended: the canvas size less one, 24 bits each.
        var extended = Data("RIFF".utf8) + Data(count: 4) + Data("WEBPVP8X".utf8) + Data(count: 4)
        extended += Data([0, 0, 0, 0, 0x3F, 0x9C, 0x00, 0x3F, 0x9C, 0x00])
        #expect(PictureHeader(extended)?.width == 40_000 && PictureHeader(extended)?.height == 40_000)
        // Formats Tidings does not decode are not pictures to it.
        #expect(PictureHeader(Data("II*\u{0}".utf8) + Data(count: 40)) == nil)
        #expect(PictureHeader(Data("BM".utf8) + Data(count: 40)) == nil)
    }

    @Test func aPictureIsDrawnInOneColumnSymbolsWithItsColours() throws {
        guard
            case .symbols(let drawn) = try TerminalPictures(limits: limits).draw(
                try fixture("pattern.png"), columns: 20, rows: 10, style: .symbols(.truecolor))
        else {
            Issue.record("not drawn in symbols")
            return
        }
        #expect(drawn.columns == 20 && drawn.rows == 5)  // 64 × 32 pixels, cells twice as tall as wide
        #expect(drawn.cells.count == 100)
        #expect(
            drawn.cells.allSatisfy {
                $0.symbol.properties.isWhitespace || (0x2500...0x259F).contains($0.symbol.value)
            })
        let colours = Set(drawn.cells.flatMap { [$0.foreground, $0.background] }.compactMap(\.self))
        #expect(colours.contains { ($0 >> 16) > 0xA0 && ($0 & 0xFF) < 0x60 })  // red
        #expect(colours.contains { ($0 & 0xFF) > 0xA0 && ($0 >> 16) < 0x60 })  // blue
        let palette = try SymbolPainter().paint(
            try PictureDecoder(limits: limits).decode(
                try fixture("pattern.png"), boxWidth: 160, boxHeight: 160),
            columns: 20, rows: 10, colors: .palette16)
        #expect(palette.cells.compactMap(\.background).allSatisfy { (0...15).contains($0) })
    }

    @Test func aPictureIsWrittenInEachPixelProtocolOverItsCells() throws {
        let decoded = try PictureDecoder(limits: limits).decode(
            try fixture("pattern.png"), boxWidth: 400, boxHeight: 400)
        let prefixes: [(PixelProtocol, String)] = [
            (.kitty, "\u{1B}_G"), (.sixels, "\u{1B}P"), (.iterm2, "\u{1B}]1337;File="),
        ]
        for (pixelProtocol, prefix) in prefixes {
            let picture = try PixelPainter().paint(
                decoded, columns: 40, rows: 20, cellWidth: 10, cellHeight: 20, pixelProtocol: pixelProtocol)
            // 64 × 32 pixels over cells of 10 × 20: at most 40 columns, its shape kept.
            #expect(picture.columns <= 40 && picture.rows <= 20 && picture.rows >= 1, "\(pixelProtocol)")
            #expect(picture.sequence.hasPrefix(prefix), "\(pixelProtocol): \(picture.sequence.prefix(40))")
            #expect(picture.sequence.count > 100)
        }
    }
}
