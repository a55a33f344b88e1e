import LoopService
import Testing

@Test func builds() {}
