import Dispatch
public import Foundation
import Synchronization

/// Evaluates package manifests with `swift package dump-package`, caching each result under
/// a hash of the manifest's text and location so that unchanged manifests cost nothing.
public struct ManifestLoader: Sendable {
    /// Where the dumps are kept.
    public let cacheDirectory: URL

    public init(cacheDirectory: URL) {
        self.cacheDirectory = cacheDirectory
    }

    /// Loads the manifests of the given package folders, evaluating those not in the cache
    /// in parallel. The result has one manifest per folder, in the same order.
    public func load(_ packageDirectories: [URL]) throws(CheckerError) -> [PackageManifest] {
        do {
            try FileManager.default.createDirectory(at: cacheDirectory, withIntermediateDirectories: true)
        } catch {
            throw .configuration("cannot create the manifest cache \(cacheDirectory.path): \(error)")
        }
        let results = Mutex<[Int: Result<PackageManifest, CheckerError>]>([:])
        DispatchQueue.concurrentPerform(iterations: packageDirectories.count) { index in
            let result = Result { () throws(CheckerError) in try loadOne(packageDirectories[index]) }
            results.withLock { $0[index] = result }
        }
        return try results.withLock { results throws(CheckerError) in
            try packageDirectories.indices.map { index throws(CheckerError) in
                guard let result = results[index] else {
                    throw .configuration("no manifest was read for \(packageDirectories[index].path)")
                }
                return try result.get()
            }
        }
    }

    private func loadOne(_ directory: URL) throws(CheckerError) -> PackageManifest {
        let manifestFile = directory.appendingPathComponent("Package.swift")
        guard let text = try? Data(contentsOf: manifestFile) else {
            throw .configuration("cannot read \(manifestFile.path)")
        }
        let key = Self.cacheKey(directory: directory.standardizedFileURL.path, manifest: text)
        let cached = cacheDirectory.appendingPathComponent("\(key).json")
        if let data = try? Data(contentsOf: cached),
            let manifest = try? JSONDecoder().decode(PackageManifest.self, from: data)
        {
            return manifest
        }
        let output = try dump(directory)
        let manifest: PackageManifest
        do {
            manifest = try JSONDecoder().decode(PackageManifest.self, from: output)
        } catch {
            throw .configuration("cannot understand the manifest dump of \(directory.path): \(error)")
        }
        try? output.write(to: cached, options: .atomic)
        return manifest
    }

    private func dump(_ directory: URL) throws(CheckerError) -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "--package-path", directory.path, "dump-package"]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw .configuration("cannot run `swift package dump-package`: \(error.localizedDescription)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let reason = String(decoding: message, as: UTF8.self).trimmingCharacters(
                in: .whitespacesAndNewlines)
            throw .configuration("the manifest \(directory.path)/Package.swift does not evaluate: \(reason)")
        }
        return data
    }

    /// A 64-bit FNV-1a hash of the folder and manifest text, as hex. The cache only needs
    /// to tell versions of one manifest apart, not to resist an adversary.
    static func cacheKey(directory: String, manifest: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in Array("dump-v1\u{0}\(directory)\u{0}".utf8) + manifest {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}
