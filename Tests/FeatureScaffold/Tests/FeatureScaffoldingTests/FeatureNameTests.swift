import Foundation
import Testing

@testable import FeatureScaffolding

/// Reads a name with the checkout's rules.
func featureName(_ name: String) throws -> FeatureName {
    try FeatureName(name, rules: FeatureScaffold.rules(at: TreeCopy.repositoryRoot))
}

@Suite struct FeatureNames {

    @Test func aNameGivesEveryFormTheTemplatesUse() throws {
        let name = try featureName("ReadingList")
        #expect(name.upper == "ReadingList")
        #expect(name.lower == "readingList")
        #expect(name.route == "reading-list")
        #expect(name.table == "reading_list")
        #expect(name.title == "Reading list")
        #expect(name.prose == "reading list")
    }

    @Test func acronymsAndDigitsStayInTheirWords() throws {
        #expect(FeatureName.words(of: "HTTPCache") == ["HTTP", "Cache"])
        #expect(FeatureName.words(of: "Mp3Files") == ["Mp3", "Files"])
        #expect(try featureName("OPMLSync").lower == "opmlSync")
        #expect(try featureName("Downloads").route == "downloads")
    }

    @Test(arguments: ["readingList", "Reading_List", "Reading-List", "HTTP", "", "Ünicode", "Reading List"])
    func refusesWhatIsNotUpperCamelCase(_ name: String) {
        #expect {
            try featureName(name)
        } throws: { error in
            guard case .invalidName(name, let reason)? = error as? ScaffoldError else { return false }
            return reason.contains("UpperCamelCase")
        }
    }

    @Test(arguments: ["Core", "CommonThings", "BaseList", "Temp", "ToolsMenu", "PublicFeeds"])
    func refusesBannedWords(_ name: String) {
        #expect {
            try featureName(name)
        } throws: { error in
            guard case .invalidName(_, let reason)? = error as? ScaffoldError else { return false }
            return reason.contains("banned word")
        }
    }

    @Test(arguments: ["Baseline", "Template", "DownloadTool"])
    func allowsWordsThatOnlyLookBanned(_ name: String) throws {
        #expect(try featureName(name).upper == name)
    }

    @Test(arguments: ["ReadingUI", "ReadingLogic", "ReadingService"])
    func refusesALayerSuffix(_ name: String) {
        #expect {
            try featureName(name)
        } throws: { error in
            guard case .invalidName(_, let reason)? = error as? ScaffoldError else { return false }
            return reason.contains("layer suffix")
        }
    }
}
