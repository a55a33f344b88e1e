import FoundationEssentials
import LoopbackServerService

#if canImport(Glibc)
    import Glibc
#endif

/// `loopback-server --directory DIR [--port N] [--address 127.0.0.1]`: serves a directory of
/// files with ETag, Last-Modified (304) and Range support until interrupted.
let usage = "usage: loopback-server --directory DIR [--port N] [--address 127.x.x.x]"

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
        FileHandle.standardError.write(Data("unknown argument \(argument)\n\(usage)\n".utf8))
        exit(64)
    }
}
guard let directory else {
    FileHandle.standardError.write(Data("\(usage)\n".utf8))
    exit(64)
}
var isDirectory: ObjCBool = false
guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue
else {
    FileHandle.standardError.write(Data("\(directory) is not a directory\n".utf8))
    exit(66)
}

do {
    let server = try LoopbackServer(
        address: address, port: port, fallback: .directory(URL(fileURLWithPath: directory)),
        recordsRequests: false)
    FileHandle.standardOutput.write(
        Data("serving \(directory) at \(server.baseURL.absoluteString)/ (Ctrl-C stops)\n".utf8))
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
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(69)
}
