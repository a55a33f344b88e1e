/// Rule 6: every manifest uses the template's tools version, language mode and Swift
/// settings, so no package builds under different rules from the rest.
struct UniformSettingsRule: ArchitectureRule {
    let id = RuleID.uniformSettings

    func findings(in repository: Repository, rules: ArchitectureRules) -> [Finding] {
        let template = rules.manifestTemplate
        var findings: [Finding] = []
        for package in repository.packages {
            let locator = package.locator
            let path = package.manifestPath
            if Self.normalized(package.manifest.toolsVersion.version)
                != Self.normalized(template.toolsVersion)
            {
                findings.append(
                    Finding(
                        rule: id, path: path, line: locator.toolsVersionLine,
                        message: "tools version \(package.manifest.toolsVersion.version) differs from the "
                            + "template's \(template.toolsVersion)"))
            }
            let modes = package.manifest.swiftLanguageVersions ?? []
            if modes != template.languageModes {
                let written = modes.isEmpty ? "none" : modes.joined(separator: ", ")
                findings.append(
                    Finding(
                        rule: id, path: path, line: locator.languageModesLine,
                        message: "language modes [\(written)] differ from the template's "
                            + "[\(template.languageModes.joined(separator: ", "))]"))
            }
            for target in package.manifest.targets where !target.isSystemLibrary {
                let settings = target.settings.filter { $0.tool == "swift" }.map(\.rendered)
                let missing = template.swiftSettings.filter { !settings.contains($0) }
                let extra = settings.filter { !template.swiftSettings.contains($0) }
                guard !missing.isEmpty || !extra.isEmpty else { continue }
                var parts: [String] = []
                if !missing.isEmpty { parts.append("missing \(missing.joined(separator: ", "))") }
                if !extra.isEmpty { parts.append("unexpected \(extra.joined(separator: ", "))") }
                findings.append(
                    Finding(
                        rule: id, path: path, line: locator.targetLine(target.name),
                        message: "target \(target.name) Swift settings differ from the template: "
                            + parts.joined(separator: "; ")))
            }
        }
        return findings
    }

    /// "6.2" and "6.2.0" are the same version.
    private static func normalized(_ version: String) -> [Int] {
        var parts = version.split(separator: ".").map { Int($0) ?? 0 }
        while parts.count < 3 { parts.append(0) }
        return parts
    }
}
