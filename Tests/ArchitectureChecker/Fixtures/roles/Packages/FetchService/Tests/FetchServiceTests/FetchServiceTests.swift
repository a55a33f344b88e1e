import Testing
import FetchService

@Test func builds() {}
