import Testing
import RefreshLogic

@Test func builds() {}
