import UnicodeTextService

/// The texts written from the settings' declarations: `Config/Tidings.plist` (every setting with
/// its default and a comment saying what it does and its range) and the README's settings table.
/// Tests keep both files equal to these texts, so they cannot drift from the declarations.
public enum SettingsDocument {
    /// The whole of `Config/Tidings.plist`.
    public static var plist: String {
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">"#,
            "<!--",
            "  Every environment parameter of Tidings, with its default value. Written from the settings'",
            "  declarations (ConfigurationService's Settings.swift), and checked against them by a test.",
            "",
            "  Overrides, applied on top in this order:",
            "    1. a user plist at $XDG_CONFIG_HOME/tidings/Tidings.plist (only the keys it changes);",
            "    2. environment variables named TIDINGS_<SECTION>_<KEY>, e.g. TIDINGS_NETWORK_USER_AGENT.",
            "  Arrays in the environment are written as JSON, e.g. TIDINGS_SHARE_BROWSER_COMMANDS='[[\"firefox\"]]'.",
            "  `tidings config` prints the effective values and where each one came from.",
            "  Every number has a range, stated in its comment; a value outside it, nan or inf stops Tidings.",
            "-->",
            #"<plist version="1.0">"#,
            "<dict>",
        ]
        var section: String?
        for setting in Settings.all {
            if setting.section != section {
                if section != nil { lines += ["    </dict>", ""] }
                section = setting.section
                lines += ["    <key>\(setting.section)</key>", "    <dict>"]
            }
            lines.append("        <!-- \(comment(setting)) -->")
            lines.append("        <key>\(setting.name)</key>")
            lines += xml(setting.defaultSettingValue, indent: "        ")
        }
        if section != nil { lines.append("    </dict>") }
        lines += ["</dict>", "</plist>", ""]
        return lines.joined(separator: "\n")
    }

    /// The README's table of settings: key, default, range and what it does.
    public static var markdownTable: String {
        let rows = Settings.all.map { setting in
            let range = setting.range.map { Settings.phrase($0) } ?? ""
            return "| `\(setting.key)` | `\(escaped(setting.defaultSettingValue.displayText))` | \(range) | "
                + "\(escaped(setting.documentation)) |"
        }
        return (["| setting | default | range | what it does |", "|---|---|---|---|"] + rows)
            .joined(separator: "\n")
    }

    /// The plist comment: what the setting does, and its range when it has one.
    static func comment(_ setting: any AnySetting) -> String {
        let range = setting.range.map { " Range: \(Settings.phrase($0))." } ?? ""
        return MarkupEscaping.text(setting.documentation) + range
    }

    /// `value` as the plist writes it: scalars on one line, an array of strings one per line, an
    /// array of commands one command per line.
    private static func xml(_ value: SettingValue, indent: String) -> [String] {
        switch value {
        case .array(let items):
            return ["\(indent)<array>"] + items.map { "\(indent)    " + scalar($0) } + ["\(indent)</array>"]
        default:
            return [indent + scalar(value)]
        }
    }

    /// A value on one line.
    private static func scalar(_ value: SettingValue) -> String {
        switch value {
        case .string(let text): "<string>\(MarkupEscaping.text(text))</string>"
        case .integer(let number): "<integer>\(number)</integer>"
        case .real: "<real>\(value.displayText)</real>"
        case .boolean(let flag): flag ? "<true/>" : "<false/>"
        case .array(let items): "<array>" + items.map(scalar).joined() + "</array>"
        case .dictionary: "<dict/>"
        }
    }

    /// `text` with the pipe characters that would end a table cell escaped.
    private static func escaped(_ text: String) -> String {
        text.replacing("|", with: "\\|")
    }
}
