import Testing
import Bench

@Test func builds() {}
