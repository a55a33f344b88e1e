public import TerminalUI

/// The version of Tidings (`tidings://version`): `tidings 0.1.0`, or `{"version": "0.1.0"}`.
public final class VersionViewController: ViewController, JSONPresentable {
    /// The version this build of Tidings is.
    public static let current = "0.1.0"

    private let version: String
    public let viewModel = DocumentViewModel()

    public init(version: String = VersionViewController.current) {
        self.version = version
    }

    override public var title: String { "Version" }

    override public func makeView() -> any View { ReportView(viewModel: viewModel) }

    override public func load() async {
        viewModel.document = "tidings \(version)"
    }

    public func jsonOutput() throws -> String {
        try JSONOutput.encode(["version": version])
    }
}
