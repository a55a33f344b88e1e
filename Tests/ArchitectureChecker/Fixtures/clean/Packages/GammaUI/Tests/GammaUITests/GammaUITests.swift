import Testing
@testable import GammaUI

@Test func builds() {}
