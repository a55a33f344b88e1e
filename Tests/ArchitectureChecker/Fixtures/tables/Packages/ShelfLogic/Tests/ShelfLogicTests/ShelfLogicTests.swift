import Testing
import ShelfLogic

@Test func builds() {}
