import Testing
import LibraryModelLogic

@Test func builds() {}
