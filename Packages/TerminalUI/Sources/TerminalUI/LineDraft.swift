import FoundationEssentials
import UnicodeTextService

/// A line being typed at a prompt, and what each key does to it: characters type, Backspace
/// deletes, Control-U clears, Enter commits, Escape cancels. Control-C and the rest are not the
/// prompt's, so they go on to the screen and the navigation.
public struct LineDraft: Equatable, Sendable {
    public private(set) var text: String

    public init(_ text: String = "") {
        self.text = text
    }

    /// What a key did to the draft.
    public enum Outcome: Equatable, Sendable {
        case edited
        /// Enter: the text, trimmed of spaces at either end.
        case committed(String)
        case cancelled
        /// Not the prompt's key.
        case ignored
    }

    public mutating func press(_ key: Key) -> Outcome {
        switch key {
        case .character(let character):
            text.append(character)
            return .edited
        case .backspace, .delete:
            if !text.isEmpty { text.removeLast() }
            return .edited
        case .control("u"):
            text = ""
            return .edited
        case .enter: return .committed(WhiteSpace.trimmingSpaces(text))
        case .escape: return .cancelled
        default: return .ignored
        }
    }

    /// The prompt as a heading: `prompt` in the heading style, the text, and a block cursor.
    public func styled(prompt: String) -> StyledText {
        StyledText([.init(prompt, style: .heading), .init(text), .init(" ", style: .selection)])
    }
}
