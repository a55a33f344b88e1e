import Testing
import CommonKit

@Test func builds() {}
