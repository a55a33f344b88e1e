/// The package dependency graph, drawn as Mermaid and as DOT, coloured by layer.
public struct PackageGraph: Sendable {
    /// A package and the packages it depends on.
    public struct Node: Sendable {
        public let name: String
        public let group: String
        public let dependencies: [String]
    }

    public let nodes: [Node]

    /// Colours for the groups: layers in the order the rules list them, then the app and
    /// the harness.
    private static let palette = ["#cfe2ff", "#d3f5d3", "#ffe5bf", "#eeeeee", "#f0e0f5"]

    public init(repository: Repository, rules: ArchitectureRules) {
        nodes = repository.packages.map { package in
            Node(
                name: package.name, group: package.roleName,
                dependencies: repository.dependencies(of: package).map(\.name).sorted())
        }
        .sorted { $0.name < $1.name }
        groups = rules.layers.map(\.name) + ["the app", "the test harness", "no layer"]
    }

    private let groups: [String]

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
            package to the packages it uses. Colours mark the layers:

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
