import Testing
import DisplayService

@Test func builds() {}
