/// A card.
public struct Card {
    public let title: String
}
