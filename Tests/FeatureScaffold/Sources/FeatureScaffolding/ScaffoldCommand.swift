public import Foundation

/// The command line of `feature-scaffold` (what `make feature` runs): parses the options,
/// generates the feature and says what it wrote. Exits 0 when it wrote the feature, 1 when it
/// refused, 64 on a usage error.
public enum ScaffoldCommand {
    public static let usage = """
        usage: feature-scaffold --name Name --shape mvvm|usecase [--root DIR]
          --name    the feature's name, UpperCamelCase (it becomes NameLogic and NameUI)
          --shape   mvvm: ViewController, View, ViewModel, Model and Logic ("4+1")
                    usecase: adds UseCase, Builder and ViewBean ("7-role")
          --root    the Tidings checkout (default: the current folder)
        """

    /// What a run printed and how it ended.
    public struct Result: Equatable, Sendable {
        public var status: Int32
        public var output: String
        public var errors: String
    }

    public static func run(_ arguments: [String], currentDirectory: URL) -> Result {
        var options: [String: String] = [:]
        var remaining = arguments[...]
        while let option = remaining.popFirst() {
            if option == "--help" || option == "-h" {
                return Result(status: 0, output: usage + "\n", errors: "")
            }
            guard ["--name", "--shape", "--root"].contains(option), let value = remaining.popFirst() else {
                return usageError("unknown or incomplete option '\(option)'")
            }
            options[option] = value
        }
        guard let name = options["--name"], !name.isEmpty else {
            return usageError("say the feature's name with --name")
        }
        guard let shape = options["--shape"].flatMap(FeatureShape.init(rawValue:)) else {
            return usageError("--shape takes mvvm or usecase, not '\(options["--shape"] ?? "")'")
        }
        let root =
            options["--root"].map { URL(fileURLWithPath: $0, relativeTo: currentDirectory) }
            ?? currentDirectory
        do {
            let rules = try FeatureScaffold.rules(at: root)
            let outcome = try FeatureScaffold(root: root, rules: rules).generate(name, shape: shape)
            let lines =
                ["Created:"] + outcome.created.map { "  \($0)" } + ["Edited:"]
                + outcome.edited.map { "  \($0)" }
                + [
                    "",
                    "Next: make test && make check, then tidings open tidings://\(try FeatureName(name, rules: rules).route)",
                ]
            return Result(status: 0, output: lines.joined(separator: "\n") + "\n", errors: "")
        } catch {
            return Result(status: 1, output: "", errors: "feature-scaffold: \(error)\n")
        }
    }

    private static func usageError(_ message: String) -> Result {
        Result(status: 64, output: "", errors: "feature-scaffold: \(message)\n\(usage)\n")
    }
}
