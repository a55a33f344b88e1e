import CZlib
import FoundationEssentials

/// Encodes response bodies with zlib.
enum BodyCompression {
    /// `data` in the gzip format (`gzip: true`) or the zlib format HTTP calls deflate.
    static func compress(_ data: Data, gzip: Bool) -> Data {
        var stream = z_stream()
        // 15 window bits; adding 16 asks zlib for a gzip wrapper instead of a zlib one.
        guard tidings_deflate_init(&stream, Z_DEFAULT_COMPRESSION, gzip ? 31 : 15) == Z_OK else {
            return Data()
        }
        defer { deflateEnd(&stream) }
        var output = Data(count: Int(deflateBound(&stream, uLong(data.count))))
        var input = data
        let finished = input.withUnsafeMutableBytes { inputBytes in
            output.withUnsafeMutableBytes { outputBytes in
                stream.next_in = inputBytes.bindMemory(to: Bytef.self).baseAddress
                stream.avail_in = uInt(inputBytes.count)
                stream.next_out = outputBytes.bindMemory(to: Bytef.self).baseAddress
                stream.avail_out = uInt(outputBytes.count)
                return deflate(&stream, Z_FINISH) == Z_STREAM_END
            }
        }
        guard finished else { return Data() }
        output.count = Int(stream.total_out)
        return output
    }

    /// A valid gzip header followed by a block of the reserved type 3, which every inflater
    /// rejects at once ("invalid block type").
    static func invalidGzip(length: Int) -> Data {
        let header: [UInt8] = [0x1F, 0x8B, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03]
        return Data(header + [UInt8](repeating: 0xFF, count: max(8, length)))
    }
}
