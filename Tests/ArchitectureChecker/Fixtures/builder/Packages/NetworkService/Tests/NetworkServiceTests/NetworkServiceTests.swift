import Testing
import NetworkService

@Test func builds() {}
