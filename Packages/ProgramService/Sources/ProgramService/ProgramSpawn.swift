import Dispatch

#if canImport(Glibc)
    public import Glibc
#endif

/// Starts a program with `posix_spawn` (an argument array, never a shell) and waits for it.
///
/// The program starts with the default handlers for SIGINT, SIGQUIT and SIGPIPE and an empty
/// signal mask, and inherits only the three standard streams as `ProgramSpawn` sets them: every
/// other descriptor of ours is close-on-exec.
public struct ProgramSpawn: Sendable {
    /// Where one of the program's standard streams goes.
    public enum Stream: Sendable {
        /// Ours, as it is.
        case inherited
        /// `/dev/null`.
        case discarded
        /// A file, opened for reading (standard input) or created private and truncated.
        case file(String)
    }

    /// How a started program ended.
    public enum Exit: Equatable, Sendable {
        case exited(Int32)
        case signalled(Int32)
        /// `waitpid` failed, in the C library's words.
        case unknown(String)
    }

    /// A program that could not start, in the C library's words.
    public struct Failure: Error, Sendable {
        public let message: String
    }

    public var input = Stream.inherited
    public var output = Stream.inherited
    public var errors = Stream.inherited
    /// Whether the program leads a process group of its own, so that signalling the group
    /// reaches the helpers it starts too.
    public var ownProcessGroup = false

    public init(
        input: Stream = .inherited, output: Stream = .inherited, errors: Stream = .inherited,
        ownProcessGroup: Bool = false
    ) {
        self.input = input
        self.output = output
        self.errors = errors
        self.ownProcessGroup = ownProcessGroup
    }

    /// Starts `executable` with `arguments` and exactly `environment`.
    public func start(executable: String, arguments: [String], environment: [String: String]) -> Result<
        pid_t, Failure
    > {
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        for (descriptor, stream) in [(Int32(0), input), (1, output), (2, errors)] {
            let flags = descriptor == 0 ? O_RDONLY : O_WRONLY | O_CREAT | O_TRUNC
            switch stream {
            case .inherited: break
            case .discarded: posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", flags, 0)
            case .file(let path): posix_spawn_file_actions_addopen(&actions, descriptor, path, flags, 0o600)
            }
        }
        // The program gets standard input, output and error and nothing else: no descriptor this
        // process holds (the library, sockets, a file being written) passes to it, even one
        // opened without close-on-exec by code that is not ours. A program that lived on holding
        // a file open for writing would make running that file fail with ETXTBSY.
        _ = Self.closeFrom?(&actions, 3)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGQUIT, SIGPIPE] { sigaddset(&defaults, signal) }
        var emptyMask = sigset_t()
        sigemptyset(&emptyMask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &emptyMask)
        var flags = POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK
        if ownProcessGroup {
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= POSIX_SPAWN_SETPGROUP
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        var pid = pid_t()
        var status = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        // ETXTBSY: a process forked elsewhere in this program at the moment the program file
        // was written still holds it open for writing until it execs; it passes in moments.
        var retries = 0
        while status == ETXTBSY, retries < 20 {
            usleep(10_000)
            retries += 1
            status = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        }
        guard status == 0 else { return .failure(Failure(message: String(cString: strerror(status)))) }
        return .success(pid)
    }

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), looked up by name:
    /// Swift's Glibc module does not declare it. Nil on an older C library, where the program
    /// inherits what is open without close-on-exec.
    private static let closeFrom:
        (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)? = {
            guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addclosefrom_np") else {
                return nil
            }
            return unsafeBitCast(
                symbol,
                to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self)
        }()

    /// Waits for `pid` to end, on a thread of its own (a serial queue's), so no caller's
    /// thread blocks however long the program runs.
    public static func exit(of pid: pid_t) async -> Exit {
        await withCheckedContinuation { continuation in
            DispatchQueue(label: "ProgramService wait for \(pid)").async {
                var status: Int32 = 0
                var result: pid_t
                repeat {
                    result = waitpid(pid, &status, 0)
                } while result == -1 && errno == EINTR
                guard result == pid else {
                    continuation.resume(returning: .unknown(String(cString: strerror(errno))))
                    return
                }
                let signal = status & 0x7f
                continuation.resume(
                    returning: signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal))
            }
        }
    }
}
