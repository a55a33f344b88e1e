import ConfigurationService
import NewsboatService

/// newsboat's `auto-reload` and `reload-time`, which only mean something together: with
/// `auto-reload yes`, newsboat fetched every feed each `reload-time` minutes (60 unless set).
/// Tidings has no timer of its own, so the habit maps onto `refresh.intervalMinutes`: run
/// `tidings refresh` from a timer as often as you like, and each feed is fetched at most that
/// often. Without `auto-reload yes`, newsboat never read `reload-time`, and neither does the import.
struct NewsboatReloading {
    /// newsboat's `reload-time` when the config does not set it.
    static let defaultMinutes = 60

    private var autoReload: (on: Bool, location: SourceLine, text: String)?
    private var reloadTime: (minutes: Int, location: SourceLine, text: String)?

    /// Reads one `auto-reload` or `reload-time` line; a value newsboat refuses is an error.
    mutating func read(_ directive: NewsboatConfigFile.Directive, location: SourceLine) throws(MigrationError)
    {
        let value = directive.arguments.first ?? ""
        if directive.command == "auto-reload" {
            switch value.lowercased() {
            case "yes", "true": autoReload = (true, location, directive.text)
            case "no", "false": autoReload = (false, location, directive.text)
            default:
                throw .invalidSetting(
                    file: directive.file, line: directive.line, reason: "auto-reload is yes or no")
            }
        } else {
            guard directive.arguments.count == 1, let minutes = Int(value), minutes >= 1 else {
                throw .invalidSetting(
                    file: directive.file, line: directive.line,
                    reason: "reload-time takes a whole number of minutes of at least 1, not '\(value)'")
            }
            reloadTime = (minutes, location, directive.text)
        }
    }

    /// The setting the lines give (under `intervalKey`, at most `maximum` minutes), and the lines
    /// that have no counterpart.
    func plan(intervalKey: String, maximum: Int) -> (
        settings: [(key: String, value: SettingValue)], notImported: [NotImported]
    ) {
        guard let autoReload, autoReload.on else {
            let ignored = reloadTime.map {
                NotImported(
                    location: $0.location, text: $0.text,
                    reason:
                        "newsboat reads it only with auto-reload yes; `tidings feed set FEED refreshMinutes N` "
                        + "gives one feed an interval of its own")
            }
            return ([], ignored.map { [$0] } ?? [])
        }
        let minutes = min(reloadTime?.minutes ?? Self.defaultMinutes, maximum)
        let timer = NotImported(
            location: autoReload.location, text: autoReload.text,
            reason: "Tidings does not refresh on a timer of its own; run `tidings refresh` from cron or a "
                + "systemd timer: feeds are then fetched at most every \(minutes) minutes (\(intervalKey))")
        return ([(intervalKey, .integer(minutes))], [timer])
    }
}
