import ConfigurationService
import MigrationLogic
import NewsboatService
import TerminalUI

/// The config lines that are the interface's business, translated: `bind-key` and `unbind-key`
/// into the `keys` section, `color` into the `theme` section, each laid over what the person's
/// plist holds now and checked as Tidings checks them at start-up.
struct InterfaceTranslation {
    let tables: [any ActionTableDescribing]
    let shared: any ActionTableDescribing

    /// The commands this translation takes.
    static let commands: Set<String> = ["bind-key", "unbind-key", "color"]

    /// `directives` translated over `current` (the plist's entries); `file` names the plist in a
    /// binding or theme that does not check.
    func translate(
        _ directives: [NewsboatConfigFile.Directive], over current: [String: SettingValue], file: String
    )
        throws(InterfaceTranslationError) -> InterfaceSettings
    {
        var result = InterfaceSettings()
        let currentKeys = Self.keySections(UserSettingsFile.value(at: "keys", in: current))
        var draft = Draft(keys: KeyBindingTranslation(currentKeys, tables: tables, shared: shared))
        for directive in directives where Self.commands.contains(directive.command) {
            let location = SourceLine(file: directive.file, line: directive.line)
            result.handled.insert(location)
            if let reason = draft.apply(directive) {
                result.notImported.append(
                    NotImported(location: location, text: directive.text, reason: reason))
            }
        }
        let (keys, theme) = (draft.keys.written, draft.finishedTheme)
        if keys != currentKeys {
            do {
                _ = try KeyBindings(keys, file: file, tables: tables, shared: shared)
            } catch {
                throw .keys(error)
            }
            result.entries["keys"] = .dictionary(
                keys.mapValues { .dictionary($0.mapValues { .array($0.map(SettingValue.string)) }) })
        }
        let currentTheme = Self.theme(UserSettingsFile.value(at: "theme", in: current))
        do {
            _ = try Theme(currentTheme.merging(theme) { _, new in new }, file: file)
        } catch {
            throw .theme(error)
        }
        for (style, text) in theme where currentTheme[style] != text {
            result.entries["theme.\(style)"] = .string(text)
        }
        return result
    }

    /// The `keys` section's value as screen → action → key names.
    static func keySections(_ value: SettingValue?) -> [String: [String: [String]]] {
        guard case .dictionary(let sections)? = value else { return [:] }
        return sections.compactMapValues { section in
            guard case .dictionary(let actions) = section else { return nil }
            return actions.compactMapValues { keys in
                switch keys {
                case .string(let name): [name]
                case .array(let names):
                    names.compactMap { if case .string(let name) = $0 { name } else { nil } }
                default: nil
                }
            }
        }
    }

    private static func theme(_ value: SettingValue?) -> [String: String] {
        guard case .dictionary(let styles)? = value else { return [:] }
        return styles.compactMapValues { if case .string(let text) = $0 { text } else { nil } }
    }
}

/// The keys and the theme as the directives so far leave them.
private struct Draft {
    var keys: KeyBindingTranslation
    var theme: [String: String] = [:]
    /// What a `title` line gives the heading, which wins over `info`'s wherever it stands.
    var titleHeading: String?

    var finishedTheme: [String: String] {
        var theme = theme
        if let titleHeading { theme["heading"] = titleHeading }
        return theme
    }

    /// Lays one directive over the keys or the theme; returns why it was not imported, or nil.
    mutating func apply(_ directive: NewsboatConfigFile.Directive) -> String? {
        guard !directive.runsCommand else {
            return "it runs a command in backticks, which the import does not run"
        }
        let arguments = directive.arguments
        switch directive.command {
        case "bind-key":
            guard arguments.count == 2 || arguments.count == 3 else {
                return "bind-key takes a key, an operation and, optionally, a dialog"
            }
            return keys.bind(
                key: arguments[0], operation: arguments[1], context: arguments.count == 3 ? arguments[2] : nil
            )
        case "unbind-key":
            guard arguments.count == 1 || arguments.count == 2 else {
                return "unbind-key takes a key (or -a) and, optionally, a dialog"
            }
            return keys.unbind(key: arguments[0], context: arguments.count == 2 ? arguments[1] : nil)
        default:
            guard let element = arguments.first else { return "color takes an element and two colours" }
            guard let styles = ColorTranslation.styles[element] else {
                return ColorTranslation.unstyled[element] ?? "Tidings has no style like newsboat's \(element)"
            }
            switch ColorTranslation.style(Array(arguments.dropFirst())) {
            case .failure(let reason):
                return reason.text
            case .success(let translated):
                for style in styles { theme[style] = translated.style }
                if element == "title" { titleHeading = translated.style }
                guard !translated.leftOut.isEmpty else { return nil }
                return
                    "imported without \(translated.leftOut.joined(separator: " and ")), which Tidings does not draw"
            }
        }
    }
}

/// The key bindings or the theme an import would write do not check.
enum InterfaceTranslationError: Error, CustomStringConvertible {
    case keys(KeyBindingError)
    case theme(ThemeError)

    var description: String {
        switch self {
        case .keys(let cause): cause.description
        case .theme(let cause): cause.description
        }
    }
}
