public import FoundationEssentials
import UnicodeTextService

/// Fetched pictures kept on disk, one file each, so that an article read again (or offline)
/// draws its pictures without the network. A file older than `maxAge` counts as absent and
/// goes; when the folder holds more than `maxBytes`, the files fetched longest ago go first.
/// Each file begins with its picture's address on a line of its own, so that a file is only
/// ever taken for the address it was fetched from.
public struct PictureCache: Sendable {
    /// Where and how much the cache keeps.
    public struct Policy: Sendable {
        public var folder: URL
        public var maxBytes: Int
        public var maxAge: TimeInterval

        public init(folder: URL, maxBytes: Int, maxAge: TimeInterval) {
            self.folder = folder
            self.maxBytes = maxBytes
            self.maxAge = maxAge
        }
    }

    public let policy: Policy
    private let now: @Sendable () -> Date

    public init(policy: Policy, now: @escaping @Sendable () -> Date = { Date() }) {
        self.policy = policy
        self.now = now
    }

    /// The picture kept for `url`, or nil when none is, or it expired.
    public func picture(for url: URL) -> Data? {
        let file = self.file(for: url)
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path),
            let modified = attributes[.modificationDate] as? Date
        else { return nil }
        guard now().timeIntervalSince(modified) <= policy.maxAge else {
            try? FileManager.default.removeItem(at: file)
            return nil
        }
        guard let data = try? Data(contentsOf: file), let newline = data.firstIndex(of: 0x0A),
            data[data.startIndex..<newline].elementsEqual(url.absoluteString.utf8)
        else { return nil }
        return Data(data[(newline + 1)...])
    }

    /// Keeps `data` as the picture of `url`, then trims the folder to its budget. A cache that
    /// cannot be written is no failure: the picture is drawn all the same.
    public func keep(_ data: Data, for url: URL) {
        guard data.count <= policy.maxBytes else { return }
        do {
            try FileManager.default.createDirectory(at: policy.folder, withIntermediateDirectories: true)
            try (Data(url.absoluteString.utf8) + Data([0x0A]) + data).write(
                to: file(for: url), options: .atomic)
        } catch {
            return
        }
        trim()
    }

    /// Removes the files fetched longest ago until the folder holds at most `maxBytes`.
    func trim() {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: policy.folder.path) else { return }
        var entries = names.compactMap { name -> (path: String, size: Int, modified: Date)? in
            let path = policy.folder.appendingPathComponent(name).path
            guard let attributes = try? manager.attributesOfItem(atPath: path) else { return nil }
            let size = (attributes[.size] as? Int) ?? (attributes[.size] as? UInt64).map { Int($0) } ?? 0
            return (path, size, (attributes[.modificationDate] as? Date) ?? .distantPast)
        }
        var total = entries.reduce(0) { $0 + $1.size }
        entries.sort { $0.modified < $1.modified }
        for entry in entries where total > policy.maxBytes {
            try? manager.removeItem(atPath: entry.path)
            total -= entry.size
        }
    }

    /// The file of `url`: two 64-bit FNV-1a hashes of its address (with different offsets), in
    /// hexadecimal.
    func file(for url: URL) -> URL {
        func hash(from start: UInt64) -> String {
            var hash = StableHash(start: start)
            hash.mix(url.absoluteString)
            return Hexadecimal.text(hash.value, digits: 16)
        }
        return policy.folder.appendingPathComponent(
            hash(from: StableHash.offsetBasis) + hash(from: 0x8422_2325_CBF2_9CE4))
    }
}
