import ArchitectureChecking
import Foundation

/// The files of one package template under `Tests/FeatureScaffold/Templates/<folder>`: each
/// `*.template` file becomes a file of the new package, with the tokens in its path and text
/// replaced (`__Name__`, `__name__`, `__route__`, `__table__`, `__Title__`, `__title__`, and
/// the manifest template's `__toolsVersion__`, `__languageModes__` and `__swiftSettings__`).
struct TemplateSet {
    /// A file to write: its path inside the new package and its text.
    struct RenderedFile: Equatable {
        let path: String
        let text: String
    }

    static let suffix = ".template"

    let folder: URL

    /// Every template file, rendered for `name`, in path order.
    func render(_ name: FeatureName, manifest: ArchitectureRules.ManifestTemplate) throws(ScaffoldError)
        -> [RenderedFile]
    {
        let tokens = try Self.tokens(name, manifest: manifest)
        let files = FileManager.default
        guard let enumerator = files.enumerator(atPath: folder.path) else {
            throw .environment("cannot read the templates in \(folder.path); is this a Tidings checkout?")
        }
        var rendered: [RenderedFile] = []
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(Self.suffix) else { continue }
            let source = folder.appendingPathComponent(relative)
            let text: String
            do {
                text = try String(contentsOf: source, encoding: .utf8)
            } catch {
                throw .environment("cannot read the template \(source.path): \(error.localizedDescription)")
            }
            rendered.append(
                RenderedFile(
                    path: Self.replace(tokens, in: String(relative.dropLast(Self.suffix.count))),
                    text: Self.replace(tokens, in: text)))
        }
        guard !rendered.isEmpty else {
            throw .environment("\(folder.path) holds no templates; is this a Tidings checkout?")
        }
        return rendered.sorted { $0.path < $1.path }
    }

    /// The value of each token for `name`.
    static func tokens(_ name: FeatureName, manifest: ArchitectureRules.ManifestTemplate)
        throws(ScaffoldError)
        -> [(String, String)]
    {
        var settings: [String] = []
        for setting in manifest.swiftSettings {
            settings.append("        \(try swiftSetting(setting)),")
        }
        return [
            ("__Name__", name.upper), ("__name__", name.lower), ("__route__", name.route),
            ("__table__", name.table), ("__Title__", name.title), ("__title__", name.prose),
            ("__toolsVersion__", manifest.toolsVersion),
            ("__languageModes__", manifest.languageModes.map { ".v\($0)" }.joined(separator: ", ")),
            ("__swiftSettings__", settings.joined(separator: "\n")),
        ]
    }

    /// A manifest template setting, written `kind(argument)`, as manifest code.
    static func swiftSetting(_ setting: String) throws(ScaffoldError) -> String {
        guard let open = setting.firstIndex(of: "("), setting.hasSuffix(")") else {
            throw .environment("the manifest template's setting '\(setting)' is not written kind(argument)")
        }
        let kind = setting[..<open]
        let argument = setting[setting.index(after: open)..<setting.index(before: setting.endIndex)]
        switch kind {
        case "treatAllWarnings": return ".treatAllWarnings(as: .\(argument))"
        case "enableUpcomingFeature", "enableExperimentalFeature", "define":
            return ".\(kind)(\"\(argument)\")"
        default:
            throw .environment(
                "the manifest template's setting '\(setting)' is one the scaffold cannot write; teach "
                    + "TemplateSet.swiftSetting about it")
        }
    }

    static func replace(_ tokens: [(String, String)], in text: String) -> String {
        tokens.reduce(text) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
    }
}
