import Testing
import CopyService

@Test func builds() {}
