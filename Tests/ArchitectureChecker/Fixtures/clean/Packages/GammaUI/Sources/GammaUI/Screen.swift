public import AlphaService
@_exported import BetaLogic

/// Shows a gadget.
public struct Screen {
    public let widget = Widget()
}
