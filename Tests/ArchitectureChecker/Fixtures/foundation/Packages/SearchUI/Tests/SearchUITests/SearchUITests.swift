import Foundation
import Testing
import SearchUI

@Test func builds() {}
