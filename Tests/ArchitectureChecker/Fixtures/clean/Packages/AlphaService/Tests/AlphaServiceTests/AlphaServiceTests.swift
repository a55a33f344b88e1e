import Testing
import AlphaService

@Test func builds() {}
