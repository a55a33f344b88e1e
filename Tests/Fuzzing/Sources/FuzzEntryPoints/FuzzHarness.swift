import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// What the fuzzer executables call: one input from libFuzzer, or a replay of files outside it.
public enum FuzzHarness {
    /// Runs `target` on the `count` bytes at `bytes`, as `LLVMFuzzerTestOneInput` does. A broken
    /// invariant is printed and aborts the process, which libFuzzer reports as a crash and keeps
    /// the input of.
    public static func testOneInput(_ target: FuzzTarget, _ bytes: UnsafePointer<UInt8>?, _ count: Int)
        -> Int32
    {
        let input = bytes.map { Data(bytes: $0, count: count) } ?? Data()
        let broken = target.run(input)
        guard broken.isEmpty else {
            FileHandle.standardError.write(
                Data(("invariant broken:\n" + broken.joined(separator: "\n") + "\n").utf8))
            abort()
        }
        return 0
    }

    /// Runs `target` once on every file named in `arguments` (folders are read one level deep)
    /// and on the seed corpus when none is named, without the fuzzing engine: how a kept crash
    /// is reproduced in an ordinary build. Returns the exit status (1 when an invariant broke).
    public static func replay(_ target: FuzzTarget, arguments: [String]) -> Int32 {
        let named = arguments.map { URL(fileURLWithPath: $0) }
        let files = named.isEmpty ? target.seedFiles() : named.flatMap(filesIn)
        var failures = 0
        for file in files {
            guard let input = try? Data(contentsOf: file) else { continue }
            let broken = target.run(input)
            if !broken.isEmpty {
                failures += 1
                print("\(file.path): " + broken.joined(separator: "\n"))
            }
        }
        print("\(target.rawValue): ran \(files.count) input(s), \(failures) broke an invariant")
        return failures == 0 ? 0 : 1
    }

    /// `replay` on the process's arguments, then exits with its status.
    public static func replayCommandLine(_ target: FuzzTarget) -> Never {
        exit(replay(target, arguments: Array(CommandLine.arguments.dropFirst())))
    }

    private static func filesIn(_ url: URL) -> [URL] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else { return [url] }
        let contents =
            (try? FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)) ?? []
        return contents.sorted { $0.path < $1.path }
    }
}
