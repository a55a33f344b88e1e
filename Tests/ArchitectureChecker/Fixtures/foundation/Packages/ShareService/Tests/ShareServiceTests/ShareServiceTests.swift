import Foundation
import Testing
import ShareService

@Test func builds() {}
