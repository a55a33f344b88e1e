import Testing
import OddService

@Test func builds() {}
