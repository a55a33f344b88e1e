import Testing
import Harness

@Test func builds() {}
