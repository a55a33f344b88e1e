import Testing
import FeedUI

@Test func builds() {}
