public import Observation

/// The display logic of a screen that shows a document as it is (a completion script, an OPML
/// export, the version line): its lines, nothing before it is there. Observed: setting the
/// document redraws the report.
@Observable
@MainActor
public final class DocumentViewModel: ReportPresenting {
    /// The text to show; nil until it is there.
    public var document: String?

    public init(document: String? = nil) {
        self.document = document
    }

    public var lines: [StyledText] {
        guard let document else { return [] }
        return document.split(separator: "\n", omittingEmptySubsequences: false).map {
            StyledText(String($0))
        }
    }
}
