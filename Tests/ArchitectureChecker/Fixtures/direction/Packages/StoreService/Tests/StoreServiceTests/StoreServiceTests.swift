import Testing
import StoreService

@Test func builds() {}
