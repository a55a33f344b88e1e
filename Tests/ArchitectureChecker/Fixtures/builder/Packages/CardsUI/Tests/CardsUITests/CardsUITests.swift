import Testing
import CardsUI

@Test func builds() {}
