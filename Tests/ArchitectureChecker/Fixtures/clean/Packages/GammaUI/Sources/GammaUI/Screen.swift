public import AlphaService
@_exported import BetaLogic

/// Shows a gadget.
public struct Screen {
    public let widget = Widget()
}

/// Shows a gadget through its controller, which it holds weakly.
final class ShowGadgetUseCase {
    weak var controller: ScreenViewController?

    func run(_ gadget: Gadget) -> Gadget { gadget }
}

/// The interface layer owns its views.
final class ScreenViewController {
    let view = ScreenView()
}

/// Draws a gadget.
final class ScreenView {}
