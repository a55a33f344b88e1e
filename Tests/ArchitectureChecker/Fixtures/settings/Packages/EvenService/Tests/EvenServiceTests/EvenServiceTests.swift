import Testing
import EvenService

@Test func builds() {}
