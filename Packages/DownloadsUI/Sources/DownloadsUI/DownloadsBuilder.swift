public import DownloadsLogic
public import FoundationEssentials

/// Turns queue models (`DownloadEntry`) into the screen's ViewBeans: percent, human-readable
/// sizes, rate, ETA and state text. Pure: the same entries, time and run state give the same
/// beans, and it holds no state. Text that came from outside (titles, failure reasons) goes
/// through `clean`, which the use case supplies (the terminal sanitiser), so the builder needs
/// no service.
public struct DownloadsBuilder: Sendable {
    private let clean: @Sendable (String) -> String

    public init(clean: @escaping @Sendable (String) -> String) {
        self.clean = clean
    }

    /// The screen's bean. `runActive` says whether a run (in this process or another) is
    /// working through the queue: without one, an entry left `downloading` was interrupted.
    public func screen(for entries: [DownloadEntry], now: Date, runActive: Bool) -> DownloadsViewBean {
        let counts = Dictionary(grouping: entries) { displayState(of: $0, runActive: runActive) }.mapValues(
            \.count)
        let parts = DisplayState.allCases.compactMap { state in
            counts[state].map { "\($0) \(state.rawValue)" }
        }
        return DownloadsViewBean(
            heading: (["Downloads"] + parts).joined(separator: " · "),
            rows: entries.map { row(for: $0, now: now, runActive: runActive) },
            fraction: runActive ? overallFraction(entries) : nil,
            progressLabel: progressLabel(entries, now: now, runActive: runActive),
            emptyText:
                "Nothing queued. Press d on an article with an enclosure, or run `tidings download ID`.")
    }

    /// The bean of one entry.
    public func row(for entry: DownloadEntry, now: Date, runActive: Bool) -> DownloadRowViewBean {
        let state = displayState(of: entry, runActive: runActive)
        return DownloadRowViewBean(
            id: entry.id, title: clean(title(of: entry)), fileName: clean(entry.fileName),
            percent: entry.fraction.map(Self.percent) ?? "—",
            stateText: stateText(entry, state: state, now: now),
            tone: state.tone, isPlayable: entry.state == .done)
    }

    /// How an entry counts on screen: its stored state, except that `downloading` without a
    /// run going on is `interrupted`.
    private enum DisplayState: String, CaseIterable {
        case queued, downloading, interrupted, done, failed

        var tone: DownloadRowViewBean.Tone {
            switch self {
            case .queued: .waiting
            case .downloading: .active
            case .done: .done
            case .interrupted, .failed: .problem
            }
        }
    }

    private func displayState(of entry: DownloadEntry, runActive: Bool) -> DisplayState {
        switch entry.state {
        case .queued: .queued
        case .downloading: runActive ? .downloading : .interrupted
        case .done: .done
        case .failed: .failed
        }
    }

    private func title(of entry: DownloadEntry) -> String {
        let article = entry.articleTitle.isEmpty ? entry.fileName : entry.articleTitle
        return entry.feedTitle.isEmpty ? article : "\(article) — \(entry.feedTitle)"
    }

    private func stateText(_ entry: DownloadEntry, state: DisplayState, now: Date) -> String {
        switch state {
        case .queued:
            let size = entry.totalBytes.map { " · " + Self.size($0) } ?? ""
            let resume = entry.bytesReceived > 0 ? " · resumes from " + Self.size(entry.bytesReceived) : ""
            return "queued" + size + resume
        case .downloading:
            var parts = [
                entry.totalBytes.map { "\(Self.size(entry.bytesReceived)) of \(Self.size($0))" }
                    ?? Self.size(entry.bytesReceived)
            ]
            if let rate = entry.rate(now: now) { parts.append(Self.size(Int64(rate)) + "/s") }
            if let seconds = entry.secondsRemaining(now: now) {
                parts.append(Self.duration(seconds) + " left")
            }
            return parts.joined(separator: " · ")
        case .interrupted:
            let at =
                entry.fraction.map { "at " + Self.percent($0) } ?? "after " + Self.size(entry.bytesReceived)
            return "interrupted \(at) · resumes on the next run"
        case .done:
            return "done · " + Self.size(entry.totalBytes ?? entry.bytesReceived)
        case .failed:
            let kept = entry.bytesReceived > 0 ? " (\(Self.size(entry.bytesReceived)) kept)" : ""
            return "failed: " + clean(entry.failure ?? "unknown reason") + kept
        }
    }

    /// Bytes done over bytes known, for the entries a run works on; nil when no size is known.
    private func overallFraction(_ entries: [DownloadEntry]) -> Double? {
        let known = entries.compactMap { entry in entry.totalBytes.map { (entry.bytesReceived, $0) } }
        let total = known.reduce(Int64(0)) { $0 + $1.1 }
        guard total > 0 else { return nil }
        return min(1, Double(known.reduce(Int64(0)) { $0 + $1.0 }) / Double(total))
    }

    private func progressLabel(_ entries: [DownloadEntry], now: Date, runActive: Bool) -> String {
        let done = entries.filter { $0.state == .done }.count
        guard runActive else {
            let pending = entries.filter(\.isPending).count
            return pending == 0 ? "\(done) done" : "\(pending) to download · press r to start"
        }
        var parts = ["\(done) of \(entries.count) files"]
        let received = entries.reduce(Int64(0)) { $0 + $1.bytesReceived }
        let total = entries.reduce(Int64(0)) { $0 + ($1.totalBytes ?? $1.bytesReceived) }
        parts.append("\(Self.size(received)) of \(Self.size(total))")
        let rate = entries.compactMap { $0.rate(now: now) }.reduce(0, +)
        if rate > 0 { parts.append(Self.size(Int64(rate)) + "/s") }
        return parts.joined(separator: " · ")
    }

    /// `42%`; rounded down, so 100% means done.
    static func percent(_ fraction: Double) -> String {
        "\(Int((fraction * 100).rounded(.down)))%"
    }

    /// `812 bytes`, `12 kB`, `29.4 MB`, `1.25 GB`: decimal units, as file managers show sizes,
    /// with as many decimals as the unit deserves (none for kB, one for MB, two beyond) and
    /// trailing zeros dropped.
    static func size(_ bytes: Int64) -> String {
        guard bytes.magnitude >= 1000 else { return bytes == 1 ? "1 byte" : "\(bytes) bytes" }
        let units = ["kB", "MB", "GB", "TB", "PB", "EB"]
        var value = Double(bytes) / 1000
        var unit = 0
        while true {
            let decimals = min(unit, 2)
            let scale = [1.0, 10, 100][decimals]
            let rounded = (value * scale).rounded() / scale
            if rounded.magnitude < 1000 || unit == units.count - 1 {
                return "\(decimalText(rounded, decimals: decimals)) \(units[unit])"
            }
            value /= 1000
            unit += 1
        }
    }

    /// `value`, already rounded, with at most `decimals` decimals and no trailing zeros.
    private static func decimalText(_ value: Double, decimals: Int) -> String {
        let scaled = Int64((value * [1.0, 10, 100][decimals]).rounded())
        var text = String(scaled.magnitude)
        if decimals > 0 {
            text = String(repeating: "0", count: max(0, decimals + 1 - text.count)) + text
            text.insert(".", at: text.index(text.endIndex, offsetBy: -decimals))
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return scaled < 0 ? "-" + text : text
    }

    /// `0:14`, `12:05`, `1:02:09`.
    static func duration(_ seconds: Double) -> String {
        let whole = Int64(seconds.rounded(.up))
        let (hours, minutes, rest) = (whole / 3600, whole / 60 % 60, whole % 60)
        let twoDigits = { (value: Int64) in value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0
            ? "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))" : "\(whole / 60):\(twoDigits(rest))"
    }
}
