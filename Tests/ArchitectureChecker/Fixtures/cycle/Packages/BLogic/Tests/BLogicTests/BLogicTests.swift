import Testing
import BLogic

@Test func builds() {}
