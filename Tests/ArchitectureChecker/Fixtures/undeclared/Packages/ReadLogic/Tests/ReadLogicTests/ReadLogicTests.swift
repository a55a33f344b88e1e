import Testing
import ReadLogic

@Test func builds() {}
