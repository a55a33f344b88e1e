import ArchitectureChecking
import Foundation

/// The command line: parses arguments, runs one subcommand, and exits 0 when clean, 1 on
/// violations and 2 on a usage or configuration error.
let usage = """
    usage: architecture-checker [check] [--format text|json] [options]
           architecture-checker graph --output FILE [options]
           architecture-checker workspace --output DIR [--exclude DIR]... [options]
           architecture-checker packages [--exclude DIR]... [options]
           architecture-checker executable-size --file EXECUTABLE [options]
    options:
      --root DIR     the repository root (default: the current folder)
      --rules FILE   the rules (default: ROOT/Config/Architecture.plist)
      --cache DIR    where manifest dumps are cached (default: ROOT/.build/architecture-checker)
    """

/// The parsed command line.
struct Invocation {
    var command = "check"
    var root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    var rules: URL?
    var cache: URL?
    var format = "text"
    var output: URL?
    var excluded: Set<String> = []
    var file: URL?

    init(arguments: [String]) throws(CheckerError) {
        var remaining = arguments[...]
        if let first = remaining.first, !first.hasPrefix("-") {
            guard ["check", "graph", "workspace", "packages", "executable-size"].contains(first) else {
                throw .usage("unknown command '\(first)'")
            }
            command = first
            remaining = remaining.dropFirst()
        }
        while let option = remaining.popFirst() {
            guard let value = remaining.popFirst() else { throw .usage("\(option) needs a value") }
            switch option {
            case "--root": root = URL(fileURLWithPath: value)
            case "--rules": rules = URL(fileURLWithPath: value)
            case "--cache": cache = URL(fileURLWithPath: value)
            case "--output": output = URL(fileURLWithPath: value)
            case "--exclude": excluded.insert(value)
            case "--file": file = URL(fileURLWithPath: value)
            case "--format":
                guard ["text", "json"].contains(value) else { throw .usage("--format takes text or json") }
                format = value
            default: throw .usage("unknown option '\(option)'")
            }
        }
        if ["graph", "workspace"].contains(command), output == nil {
            throw .usage("\(command) needs --output")
        }
        if command == "executable-size", file == nil {
            throw .usage("executable-size needs --file")
        }
    }

    /// The rules file: `--rules`, else the repository's own.
    var rulesFile: URL { rules ?? root.appendingPathComponent("Config/Architecture.plist") }

    func loadRepository() throws(CheckerError) -> (Repository, ArchitectureRules) {
        let rules = try ArchitectureRules.load(from: rulesFile)
        let cache = self.cache ?? root.appendingPathComponent(".build/architecture-checker")
        let loader = RepositoryLoader(
            root: root, rules: rules, manifests: ManifestLoader(cacheDirectory: cache))
        return (try loader.load(), rules)
    }
}

func run(_ arguments: [String]) -> Int32 {
    if arguments.contains("--help") || arguments.contains("-h") {
        print(usage)
        return 0
    }
    do throws(CheckerError) {
        let invocation = try Invocation(arguments: arguments)
        if invocation.command == "executable-size", let file = invocation.file {
            return try checkSize(of: file, rulesFile: invocation.rulesFile)
        }
        let (repository, rules) = try invocation.loadRepository()
        switch invocation.command {
        case "graph":
            let graph = PackageGraph(repository: repository, rules: rules)
            guard let output = invocation.output else { return 2 }
            do {
                try Data(graph.markdown.utf8).write(to: output, options: .atomic)
            } catch {
                throw .configuration("cannot write \(output.path): \(error.localizedDescription)")
            }
            print("wrote \(output.path)")
            return 0
        case "workspace":
            guard let output = invocation.output else { return 2 }
            try SharedWorkspace(repository: repository, excludedDirectories: invocation.excluded).write(
                to: output)
            return 0
        case "packages":
            let workspace = SharedWorkspace(repository: repository, excludedDirectories: invocation.excluded)
            for package in workspace.packagesInDependencyOrder {
                let tests = package.manifest.targets.filter(\.isTest).map(\.name)
                print("\(package.name) \(package.directory) \(tests.joined(separator: ","))")
            }
            return 0
        default:
            let report = ArchitectureCheck.run(on: repository, rules: rules)
            if invocation.format == "json" {
                do {
                    print(try report.json())
                } catch {
                    throw .configuration("cannot encode the report: \(error)")
                }
            } else {
                print(report.text)
            }
            return report.findings.isEmpty ? 0 : 1
        }
    } catch {
        FileHandle.standardError.write(Data("architecture-checker: \(error)\n".utf8))
        if case .usage = error { FileHandle.standardError.write(Data("\(usage)\n".utf8)) }
        return 2
    }
}

/// Compares the executable at `file` with its budget: 0 within it, 1 over it.
func checkSize(of file: URL, rulesFile: URL) throws(CheckerError) -> Int32 {
    let budget = try ArchitectureRules.load(from: rulesFile).executableBudget
    guard let size = (try? FileManager.default.attributesOfItem(atPath: file.path))?[.size] as? UInt else {
        throw .configuration("cannot read the size of \(file.path); build it first")
    }
    if let problem = budget.problem(path: file.path, size: Int(size)) {
        print("error: [executable-size] \(problem)")
        return 1
    }
    print(budget.report(path: file.path, size: Int(size)))
    return 0
}

exit(run(Array(CommandLine.arguments.dropFirst())))
