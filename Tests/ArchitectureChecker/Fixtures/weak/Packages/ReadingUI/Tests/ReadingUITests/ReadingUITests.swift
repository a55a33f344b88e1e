import Testing
import ReadingUI

@Test func builds() {}
