/// The range every numeric setting must lie in, checked when the configuration loads, so that
/// no arithmetic on a setting can overflow or trap later. `Config/Tidings.plist` states each
/// range in the setting's comment (a test keeps the two equal).
public enum SettingRanges {
    /// The allowed values of each numeric setting, by dotted key.
    public static let byKey: [String: ClosedRange<Double>] = [
        "network.connectTimeoutSeconds": 0.1...600,
        "network.requestTimeoutSeconds": 0.1...86_400,
        "network.maxRedirects": 0...50,
        "network.maxResponseBytes": 1_024...4_294_967_296,
        "network.retryLimit": 0...10,
        "network.retryAfterMaxSeconds": 0...86_400,
        "network.concurrency": 1...256,
        "network.concurrencyPerHost": 1...64,
        "refresh.backoffBaseMinutes": 0...1_440,
        "refresh.backoffMaxHours": 0...8_760,
        "sync.fullStateCheckHours": 0...8_760,
        "sync.pagesAtOnce": 1...8,
        "retention.days": 1...36_500,
        "retention.itemsPerFeed": 1...1_000_000,
        "parser.maxDocumentBytes": 1_024...4_294_967_296,
        "parser.maxEntriesPerList": 1...100_000,
        "parser.maxTitleCharacters": 16...1_000_000,
        "storage.busyTimeoutMilliseconds": 0...600_000,
        "storage.readerCount": 1...64,
        "share.timeoutSeconds": 0.1...3_600,
        "share.launchWaitSeconds": 0...60,
        "downloads.concurrency": 1...32,
        "downloads.maxFileBytes": 1...1_099_511_627_776,
        "downloads.stallTimeoutSeconds": 1...86_400,
        "interface.pageSize": 1...1_000,
    ]

    /// How a range reads in messages and in the plist's comments: "1 to 256".
    public static func phrase(_ range: ClosedRange<Double>) -> String {
        "\(SettingValue.real(range.lowerBound).displayText) to \(SettingValue.real(range.upperBound).displayText)"
    }

    /// Why `value` is refused for `key`, or nil when it is allowed (or not a number).
    static func problem(key: String, value: SettingValue) -> String? {
        let number: Double
        switch value {
        case .integer(let integer): number = Double(integer)
        case .real(let real): number = real
        default: return nil
        }
        guard number.isFinite else {
            return "must be a finite number, but it is \(value.displayText)"
        }
        guard let range = byKey[key] else {
            return "has no declared range; add one to SettingRanges"
        }
        guard range.contains(number) else {
            return "must be from \(phrase(range)), but it is \(value.displayText)"
        }
        return nil
    }
}
