import CardLogic
import NetworkService

/// Turns a card into what its row shows.
struct CardBuilder {
    let formatter = CardFormatter()
    var cache: [String: String] = [:]
    var title: String { "Card" }
    static var built = 0

    func bean(for card: Card) -> CardViewBean {
        var parts: [String] = []
        parts.append(card.title)
        return CardViewBean(text: parts.joined())
    }
}
