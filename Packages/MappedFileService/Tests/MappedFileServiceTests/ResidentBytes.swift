import FoundationEssentials
import Glibc
import MappedFileService

extension MappedFile {
    /// How many bytes of the mapping under `data` this process holds in memory (its `Rss` in
    /// `/proc/self/smaps`); nil when `data` is not a live mapping of `MappedFile`.
    static func residentBytes(_ data: Data) -> Int? {
        let start: UInt? = data.withUnsafeBytes { raw in
            raw.baseAddress.flatMap { isMapped($0) ? UInt(bitPattern: $0) : nil }
        }
        guard let start, let smaps = procFile("/proc/self/smaps") else { return nil }
        let header = String(start, radix: 16) + "-"
        var inside = false
        for line in smaps.split(separator: "\n") {
            // A mapping's first line starts with its range (`start-end`); its fields with a key.
            if line.split(separator: " ", maxSplits: 1).first?.contains("-") == true {
                inside = line.hasPrefix(header)
            } else if inside, line.hasPrefix("Rss:") {
                let kilobytes = line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
                return kilobytes.map { $0 * 1024 }
            }
        }
        return nil
    }

    /// A file of `/proc`, which reports no size, read to its end.
    private static func procFile(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += chunk[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
