/// The first run of `import` lines of a Swift file, which swift-format keeps sorted by module.
struct ImportBlock {
    /// Where the run starts and ends in the file's lines.
    let range: Range<Int>
    let lines: [String]

    /// The first block of `lines`, or nil when the file imports nothing.
    init?(_ lines: [String]) {
        guard let start = lines.firstIndex(where: Self.isImport) else { return nil }
        let end = lines[start...].firstIndex { !Self.isImport($0) } ?? lines.endIndex
        range = start..<end
        self.lines = Array(lines[range])
    }

    private init(range: Range<Int>, lines: [String]) {
        self.range = range
        self.lines = lines
    }

    /// The block with `import module` (`public import` when `isPublic`) added, unless the module
    /// is already imported.
    func adding(_ module: String, isPublic: Bool = false) -> ImportBlock {
        guard !lines.contains(where: { Self.module(of: $0) == module }) else { return self }
        let line = (isPublic ? "public " : "") + "import \(module)"
        return ImportBlock(range: range, lines: lines + [line]).sorted()
    }

    /// The block in module order.
    func sorted() -> ImportBlock {
        ImportBlock(range: range, lines: lines.sorted { Self.module(of: $0) < Self.module(of: $1) })
    }

    /// `fileLines` with this block in place of the one it was read from.
    func apply(to fileLines: [String]) -> [String] {
        Array(fileLines[..<range.lowerBound]) + lines + Array(fileLines[range.upperBound...])
    }

    /// `text` with its first import block sorted.
    static func sortingImports(in text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let block = ImportBlock(lines) else { return text }
        return block.sorted().apply(to: lines).joined(separator: "\n")
    }

    private static func isImport(_ line: String) -> Bool {
        line.hasPrefix("import ") || line.hasPrefix("public import ")
    }

    private static func module(of line: String) -> String {
        line.split(separator: " ").last.map(String.init) ?? line
    }
}
