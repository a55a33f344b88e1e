/// A change to a file the scaffold does not own: lines inserted just above a marker comment,
/// indented like the marker, or an `import` added to the file's sorted imports.
struct CompositionEdit: Equatable {
    enum Change: Equatable {
        /// Lines placed above `// <marker>`.
        case insert([String], above: String)
        /// An `import` of a module, among the file's first block of imports, in order.
        case addImport(String)
        /// A `public import` of a module, the same way.
        case addPublicImport(String)
        /// Lines placed above the first line that starts with `prefix` (a Markdown table's row).
        case insertBefore([String], lineStartingWith: String)
    }

    /// The file, relative to the repository root.
    let file: String
    let changes: [Change]

    /// `text` with the changes made.
    func apply(to text: String) throws(ScaffoldError) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for change in changes {
            switch change {
            case .insert(let inserted, let marker):
                guard
                    let index = lines.firstIndex(where: {
                        $0.trimmingPrefix(while: { $0 == " " }) == "// \(marker)"
                    })
                else {
                    throw .missingMarker(marker: marker, file: file)
                }
                let indent = String(lines[index].prefix { $0 == " " })
                lines.insert(contentsOf: inserted.map { $0.isEmpty ? "" : indent + $0 }, at: index)
            case .addImport(let module):
                lines = try Self.adding(importOf: module, to: lines, file: file)
            case .addPublicImport(let module):
                lines = try Self.adding(importOf: module, isPublic: true, to: lines, file: file)
            case .insertBefore(let inserted, let prefix):
                guard let index = lines.firstIndex(where: { $0.hasPrefix(prefix) }) else {
                    throw .missingMarker(marker: prefix, file: file)
                }
                lines.insert(contentsOf: inserted, at: index)
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Adds `import module` to the first block of `import` lines, keeping it sorted.
    private static func adding(
        importOf module: String, isPublic: Bool = false, to lines: [String], file: String
    )
        throws(ScaffoldError) -> [String]
    {
        guard let block = ImportBlock(lines) else { throw .missingMarker(marker: "import", file: file) }
        return block.adding(module, isPublic: isPublic).apply(to: lines)
    }
}
