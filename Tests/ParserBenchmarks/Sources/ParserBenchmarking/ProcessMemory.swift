import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The memory of the current process, as the kernel counts it.
///
/// Peak memory comes from `VmHWM` in `/proc/self/status`, the high-water mark of this process's
/// own address space. `getrusage`'s `ru_maxrss` would be the natural call, but on Linux a child
/// started with fork and exec inherits its parent's high-water mark, so a child spawned by a
/// parent that once held the generated corpus would report the parent's peak.
public enum ProcessMemory {
    /// The peak resident set size of this process, in bytes.
    public static func peakResidentBytes() -> Int {
        statusField("VmHWM:")
    }

    /// The resident set size now, in bytes.
    public static func currentResidentBytes() -> Int {
        statusField("VmRSS:")
    }

    /// CPU time this process has used so far (user and system), in seconds.
    public static func processCPUSeconds() -> Double {
        var time = timespec()
        guard clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time) == 0 else { return 0 }
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// A `kB` field of `/proc/self/status`, in bytes; 0 when it cannot be read.
    static func statusField(_ name: String) -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in text.split(separator: "\n") where line.hasPrefix(name) {
            let digits = line.dropFirst(name.count).filter(\.isNumber)
            return (Int(String(digits)) ?? 0) * 1024
        }
        return 0
    }
}
