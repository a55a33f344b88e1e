@preconcurrency import struct AlphaService.Widget
// import GammaUI, in a comment, is not an import.
/* A block comment /* nested */ with
import Demo
*/

/// Builds gadgets from widgets.
public struct Gadget {
    let note = "import GammaUI"
    let template = """
        import Demo \(String("import GammaUI"))
        """
    let raw = #"import "Demo""#
    public init() { _ = Widget() }
}

/// Keeps gadgets; the screen it reports to is held weakly, as logic holds every UI object.
final class GadgetStore {
    weak var screen: (any View)?
    let overview = Overview()
    var count = 0

    func report() {
        let view = screen
        _ = view
    }
}

/// Not a view: role words are matched with their capital letter.
public struct Overview {}
