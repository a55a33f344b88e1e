import Testing
import ALogic

@Test func builds() {}
