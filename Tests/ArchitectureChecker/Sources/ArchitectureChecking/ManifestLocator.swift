/// Finds the line of a manifest entry, so that findings point at the text to change.
///
/// It reads the manifest as text, which is enough for manifests written in the usual
/// declarative style; when an entry cannot be found, it points at the `Package(` line.
struct ManifestLocator {
    let lines: [String]

    private static let targetKinds = [
        ".target(", ".testTarget(", ".executableTarget(", ".systemLibrary(", ".plugin(", ".macro(",
    ]
    private static let productKinds = [".library(", ".executable(", ".plugin("]

    /// The line of `Package(`, or 1.
    var packageLine: Int {
        line { $0.contains("Package(") } ?? 1
    }

    /// The `// swift-tools-version` line.
    var toolsVersionLine: Int {
        line { $0.contains("swift-tools-version") } ?? 1
    }

    /// The line declaring the language modes, or the `Package(` line.
    var languageModesLine: Int {
        line { $0.contains("swiftLanguageModes") || $0.contains("swiftLanguageVersions") } ?? packageLine
    }

    /// The line of the `.package(path:)` entry whose path ends in `folder`.
    func packageDependencyLine(folder: String) -> Int {
        line { $0.contains(".package(") && $0.contains("\(folder)\"") }
            ?? line { $0.contains("\(folder)\"") } ?? packageLine
    }

    /// The line where the target named `name` is declared.
    func targetLine(_ name: String) -> Int {
        declarationLine(name, kinds: Self.targetKinds) ?? packageLine
    }

    /// The line where the product named `name` is declared.
    func productLine(_ name: String) -> Int {
        declarationLine(name, kinds: Self.productKinds) ?? packageLine
    }

    /// The line inside the declaration of `target` that names the dependency `name`.
    func targetDependencyLine(target: String, dependency name: String) -> Int {
        let start = declarationLine(target, kinds: Self.targetKinds) ?? 1
        let end =
            lines.indices.dropFirst(start).first { index in
                Self.targetKinds.contains { lines[index].contains($0) }
            } ?? lines.count
        let quoted = "\"\(name)\""
        for index in (start - 1)..<end
        where lines[index].contains(quoted) && !lines[index].contains("name: \(quoted)") {
            return index + 1
        }
        for index in (start - 1)..<end where lines[index].contains(quoted) {
            if index + 1 != start { return index + 1 }
        }
        return start
    }

    /// Finds `name: "X"` on the line of, or after, the most recent declaration of one of `kinds`.
    private func declarationLine(_ name: String, kinds: [String]) -> Int? {
        var inKind = false
        for (index, text) in lines.enumerated() {
            let opensKind = kinds.contains { text.contains($0) }
            let opensOther = (Self.targetKinds + Self.productKinds).contains { text.contains($0) }
            if opensKind {
                inKind = true
            } else if opensOther {
                inKind = false
            }
            if inKind, text.contains("name: \"\(name)\"") { return index + 1 }
        }
        return nil
    }

    private func line(where predicate: (String) -> Bool) -> Int? {
        lines.firstIndex(where: predicate).map { $0 + 1 }
    }
}
