import Testing
import FormatService

@Test func builds() {}
