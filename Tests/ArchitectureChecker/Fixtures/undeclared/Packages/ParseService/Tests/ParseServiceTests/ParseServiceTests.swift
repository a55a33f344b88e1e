import Testing
import ParseService

@Test func builds() {}
