import Dispatch
import FoundationEssentials
import TidingsApp

#if canImport(Glibc)
    import Glibc
#endif

let arguments = Array(CommandLine.arguments.dropFirst())
let environment = ProcessInfo.processInfo.environment
let command = TidingsMain.prepare(arguments: arguments, environment: environment)
if let status = command.answeredStatus {
    exit(status)
}
// Everything else runs on the main actor, with the executable's own path (for the resources
// installed beside it) read from the kernel rather than through `Bundle`, which scans folders.
let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
    .map { URL(fileURLWithPath: $0) }
Task { @MainActor in
    exit(await TidingsMain.run(command, environment: environment, executable: executable))
}
dispatchMain()
