import Dispatch
import FoundationEssentials
import LoopbackServerService

#if canImport(Glibc)
    import Glibc
#endif

/// `loopback-server --directory DIR [--port N] [--address 127.0.0.1]`: serves a directory of
/// files with ETag, Last-Modified (304) and Range support until interrupted.
let usage = "usage: loopback-server --directory DIR [--port N] [--address 127.x.x.x]"

/// Writes `line` and a newline to standard error.
func complain(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
}

var directory: String?
var port: UInt16 = 0
var address = "127.0.0.1"
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--directory": directory = arguments.popFirst()
    case "--port": port = arguments.popFirst().flatMap { UInt16($0) } ?? 0
    case "--address": address = arguments.popFirst() ?? address
    case "--help", "-h":
        print(usage)
        exit(0)
    default:
        complain("unknown argument \(argument)\n\(usage)")
        exit(64)
    }
}
guard let directory else {
    complain(usage)
    exit(64)
}
var status = stat()
guard stat(directory, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
    complain("\(directory) is not a directory")
    exit(66)
}

do {
    let server = try LoopbackServer(
        address: address, port: port, fallback: .directory(URL(fileURLWithPath: directory)),
        recordsRequests: false)
    print("serving \(directory) at \(server.baseURL.absoluteString)/ (Ctrl-C stops)")
    fflush(nil)
    signal(SIGINT, SIG_IGN)
    signal(SIGTERM, SIG_IGN)
    let stopSources = [SIGINT, SIGTERM].map { DispatchSource.makeSignalSource(signal: $0, queue: .main) }
    for source in stopSources {
        source.setEventHandler {
            server.stop()
            exit(0)
        }
        source.resume()
    }
    dispatchMain()
} catch {
    complain("\(error)")
    exit(69)
}
