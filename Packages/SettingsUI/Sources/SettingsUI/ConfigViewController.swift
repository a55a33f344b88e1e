public import ConfigurationService
public import TerminalUI

/// The effective configuration (`tidings://config`).
public final class ConfigViewController: ViewController {
    private let resolved: ResolvedConfiguration
    public let viewModel = ConfigViewModel()

    public init(resolved: ResolvedConfiguration) {
        self.resolved = resolved
    }

    override public var title: String { "Configuration" }

    override public func makeView() -> any View { ReportView(viewModel: viewModel) }

    override public func load() async {
        viewModel.resolved = resolved
    }
}
