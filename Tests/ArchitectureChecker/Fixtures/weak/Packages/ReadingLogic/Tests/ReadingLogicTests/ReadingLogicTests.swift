import Testing
import ReadingLogic

@Test func builds() {}
