import DatabaseService
import Foundation
import StorageBenchmarking

#if canImport(Glibc)
    import Glibc
#endif

// storage-bench: measures SQLite inserts and point reads through DatabaseService on a file
// in a fresh temporary folder, and prints a table. Options: see BenchmarkPlan.parse.
let plan: BenchmarkPlan
switch BenchmarkPlan.parse(Array(CommandLine.arguments.dropFirst())) {
case .success(let parsed):
    plan = parsed
case .failure(let error):
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(64)
}

let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "storage-bench-\(UUID().uuidString)")
do {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    print(
        "storage-bench: SQLite \(Database.sqliteVersion), \(plan.rows) article rows of about 2 KB, "
            + "\(plan.reads) point reads per measurement, \(ProcessInfo.processInfo.activeProcessorCount) cores"
    )
    let results = try await StorageBenchmark.run(plan, in: folder) { result in
        print("  measured: \(result.name)")
    }
    print(StorageBenchmark.table(results))
} catch {
    FileHandle.standardError.write(Data("storage-bench failed: \(error)\n".utf8))
    exit(1)
}
