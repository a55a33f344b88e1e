import ConfigurationService
import Foundation

/// Loads the shipped defaults with the input laid over them: as a user plist when it looks like
/// one (`<?xml`, `<plist`, `bplist`), else as `NAME=VALUE` environment lines (a name without
/// the `TIDINGS_` prefix gets it). Loading either fails with one sentence or gives settings whose
/// every number is finite, inside its declared range, and convertible to whole milliseconds
/// without trapping: what the composition root does with them.
enum SettingsEntry {
    static let defaults = FuzzRepository.root.appendingPathComponent("Config/Tidings.plist")
    /// The user plist of this process, rewritten for each input.
    static let userFile = FileManager.default.temporaryDirectory.appendingPathComponent(
        "tidings-settings-fuzz-\(ProcessInfo.processInfo.processIdentifier).plist")

    static func run(_ input: Data) -> [String] {
        let looksLikePlist = [Data("<?xml".utf8), Data("<plist".utf8), Data("bplist".utf8)].contains {
            input.starts(with: $0)
        }
        var environment: [String: String] = [:]
        if looksLikePlist {
            guard (try? input.write(to: userFile)) != nil else { return [] }
        } else {
            try? FileManager.default.removeItem(at: userFile)
            for line in String(decoding: input, as: UTF8.self).split(separator: "\n") {
                guard let equals = line.firstIndex(of: "=") else { continue }
                let name = String(line[..<equals])
                let variable =
                    name.hasPrefix(ConfigurationLoader.environmentPrefix) ? name : "TIDINGS_" + name
                environment[variable] = String(line[line.index(after: equals)...])
            }
        }
        let resolved: ResolvedConfiguration
        do {
            resolved = try ConfigurationLoader(
                defaultsFile: defaults, userFile: userFile, environment: environment
            )
            .load()
        } catch {
            let message = error.description
            return message.contains("\n") && !looksLikePlist ? ["the error is not one line: \(message)"] : []
        }
        var broken: [String] = []
        for entry in resolved.entries {
            let number: Double
            switch entry.value {
            case .integer(let integer): number = Double(integer)
            case .real(let real): number = real
            default: continue
            }
            guard let range = Settings.named(entry.key)?.range, range.contains(number) else {
                broken.append("\(entry.key) = \(entry.value.displayText) was accepted outside its range")
                continue
            }
            if Int(exactly: (number * 1_000).rounded()) == nil {
                broken.append("\(entry.key) = \(number) does not convert to milliseconds")
            }
        }
        return broken
    }
}
