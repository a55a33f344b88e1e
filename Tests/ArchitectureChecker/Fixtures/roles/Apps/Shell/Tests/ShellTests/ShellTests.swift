import Testing
import Shell

@Test func builds() {}
