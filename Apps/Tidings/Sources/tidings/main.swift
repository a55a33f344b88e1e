import Foundation
import TidingsApp

let arguments = Array(CommandLine.arguments.dropFirst())
let environment = ProcessInfo.processInfo.environment
if let status = TidingsMain.answerAtOnce(arguments: arguments, environment: environment) {
    exit(status)
}
// Everything else runs on the main actor, with the executable's own path (for the resources
// installed beside it) read from the kernel rather than through `Bundle`, which scans folders.
let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
    .map { URL(fileURLWithPath: $0) }
Task { @MainActor in
    exit(await TidingsMain.run(arguments: arguments, environment: environment, executable: executable))
}
dispatchMain()
