import Testing
import ListUI

@Test func builds() {}
