import Testing
import NavigationUI

@Test func builds() {}
