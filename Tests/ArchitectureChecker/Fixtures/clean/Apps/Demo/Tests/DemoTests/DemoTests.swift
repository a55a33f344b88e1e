import Testing
import Demo

@Test func builds() {}
