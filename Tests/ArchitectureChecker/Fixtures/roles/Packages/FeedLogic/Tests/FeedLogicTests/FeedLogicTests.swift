import Testing
import FeedLogic

@Test func builds() {}
