import BetaLogic
import Testing
import Demo

@Test func builds() {}
