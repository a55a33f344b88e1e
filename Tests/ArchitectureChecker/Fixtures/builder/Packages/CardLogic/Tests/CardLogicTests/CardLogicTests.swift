import Testing
import CardLogic

@Test func builds() {}
