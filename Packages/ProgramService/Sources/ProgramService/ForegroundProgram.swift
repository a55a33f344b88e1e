public import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// Runs a program in the foreground, the way a shell runs a command: in our process group, on
/// our terminal and standard streams, and waits for it. Like `system(3)` (but with an argument
/// array, never a shell), we ignore SIGINT and SIGQUIT while it runs, so Ctrl-C stops the
/// program and not us; `ProgramSpawn` gives it the default handlers and our standard streams.
public struct ForegroundProgram: Sendable {
    /// How the program ended.
    public enum Outcome: Equatable, Sendable {
        case exited(Int32)
        case signalled(Int32)
        case cannotStart(String)
    }

    public let environment: [String: String]

    public init(environment: [String: String]) {
        self.environment = environment
    }

    public func run(executable: URL, arguments: [String]) async -> Outcome {
        let previousInterrupt = signal(SIGINT, SIG_IGN)
        let previousQuit = signal(SIGQUIT, SIG_IGN)
        defer {
            signal(SIGINT, previousInterrupt)
            signal(SIGQUIT, previousQuit)
        }
        switch ProgramSpawn().start(
            executable: executable.path, arguments: arguments, environment: environment)
        {
        case .failure(let failure):
            return .cannotStart(failure.message)
        case .success(let pid):
            switch await ProgramSpawn.exit(of: pid) {
            case .exited(let status): return .exited(status)
            case .signalled(let signal): return .signalled(signal)
            case .unknown(let reason): return .cannotStart(reason)
            }
        }
    }
}
