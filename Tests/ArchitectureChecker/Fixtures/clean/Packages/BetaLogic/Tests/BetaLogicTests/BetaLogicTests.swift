import Testing
import BetaLogic

@Test func builds() {}
