import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The resident memory of this process, from `/proc/self/status`.
public enum ProcessMemory {
    /// Peak resident set size (VmHWM) in bytes, or 0 when unknown.
    public static var peakResidentBytes: Int { field("VmHWM:") }

    /// Current resident set size (VmRSS) in bytes, or 0 when unknown.
    public static var residentBytes: Int { field("VmRSS:") }

    /// User and system CPU time this process has used so far, in seconds.
    public static var cpuSeconds: Double {
        var usage = rusage()
        guard getrusage(Int32(RUSAGE_SELF.rawValue), &usage) == 0 else { return 0 }
        let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
        let system = Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
        return user + system
    }

    private static func field(_ name: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name) })
        else { return 0 }
        let kilobytes = line.split(separator: " ").compactMap { Int($0) }.first ?? 0
        return kilobytes * 1024
    }
}
