import Foundation
import Testing
import ReaderUI

@Test func builds() {}
