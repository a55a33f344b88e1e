/// The package dependency graph, drawn as Mermaid and as DOT, coloured by layer. An edge that
/// only a package's tests use is drawn apart (dashed), so that the solid arrows show the house the
/// product is.
public struct PackageGraph: Sendable {
    /// A package and the packages it depends on.
    public struct Node: Sendable {
        public let name: String
        public let group: String
        /// The packages its product targets use.
        public let dependencies: [String]
        /// The packages only its test targets use.
        public let testDependencies: [String]
    }

    public let nodes: [Node]

    /// Colours for the groups: layers in the order the rules list them, then the app and
    /// the harness.
    private static let palette = ["#cfe2ff", "#d3f5d3", "#ffe5bf", "#eeeeee", "#f0e0f5"]

    public init(repository: Repository, rules: ArchitectureRules) {
        nodes = repository.packages.map { package in
            let all = repository.dependencies(of: package)
            let product = Set(
                Self.packagesUsed(by: package.manifest.targets.filter { !$0.isTest }, among: all))
            return Node(
                name: package.name, group: package.roleName,
                dependencies: all.map(\.name).filter(product.contains).sorted(),
                testDependencies: all.map(\.name).filter { !product.contains($0) }.sorted())
        }
        .sorted { $0.name < $1.name }
        groups = rules.layers.map(\.name) + ["the app", "the test harness", "no layer"]
    }

    private let groups: [String]

    /// The names of the packages among `dependencies` that `targets` name a product of.
    static func packagesUsed(by targets: [PackageManifest.Target], among dependencies: [RepositoryPackage])
        -> [String]
    {
        dependencies.filter { candidate in
            targets.contains { target in
                target.dependencies.contains { dependency in
                    switch dependency {
                    case .product(let name, let package):
                        package.map { $0.lowercased() == candidate.identity }
                            ?? candidate.manifest.products.contains { $0.name == name }
                    case .byName(let name):
                        candidate.manifest.products.contains { $0.name == name }
                    case .target:
                        false
                    }
                }
            }
        }.map(\.name)
    }

    private func colour(of group: String) -> String {
        let index = groups.firstIndex(of: group) ?? (Self.palette.count - 1)
        return Self.palette[min(index, Self.palette.count - 1)]
    }

    private func identifier(_ group: String) -> String {
        group.split(separator: " ").joined(separator: "_")
    }

    /// A Mermaid flowchart, arrows pointing from a package to what it uses.
    public var mermaid: String {
        var lines = ["flowchart TD"]
        for group in groups where nodes.contains(where: { $0.group == group }) {
            lines.append("    classDef \(identifier(group)) fill:\(colour(of: group)),stroke:#555,color:#000")
        }
        for node in nodes {
            lines.append("    \(node.name):::\(identifier(node.group))")
        }
        for node in nodes {
            for dependency in node.dependencies {
                lines.append("    \(node.name) --> \(dependency)")
            }
            for dependency in node.testDependencies {
                lines.append("    \(node.name) -. tests .-> \(dependency)")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The same graph in Graphviz DOT.
    public var dot: String {
        var lines = [
            "digraph packages {", "    rankdir=TB;",
            "    node [shape=box, style=\"rounded,filled\", fontname=\"Helvetica\"];",
        ]
        for node in nodes {
            lines.append(
                "    \"\(node.name)\" [fillcolor=\"\(colour(of: node.group))\", tooltip=\"\(node.group)\"];")
        }
        for node in nodes {
            for dependency in node.dependencies {
                lines.append("    \"\(node.name)\" -> \"\(dependency)\";")
            }
            for dependency in node.testDependencies {
                lines.append("    \"\(node.name)\" -> \"\(dependency)\" [style=dashed, label=\"tests\"];")
            }
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    /// A Markdown page holding both drawings and a legend.
    public var markdown: String {
        let legend = groups.filter { group in nodes.contains { $0.group == group } }
            .map { "- \($0): `\(colour(of: $0))`" }
        return """
            # Package graph

            Written by `make graph` from the manifests; do not edit by hand. Arrows point from a \
            package to the packages it uses; a dashed arrow marked `tests` is used by the package's \
            tests alone, not by what it ships. Colours mark the layers:

            \(legend.joined(separator: "\n"))

            ```mermaid
            \(mermaid)
            ```

            The same graph in DOT, for `dot -Tsvg`:

            ```dot
            \(dot)
            ```

            """
    }
}
