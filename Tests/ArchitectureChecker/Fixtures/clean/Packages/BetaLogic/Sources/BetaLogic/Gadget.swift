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
