import Testing
import OrphanService

@Test func builds() {}
