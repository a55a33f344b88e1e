import Testing
import LoanLogic

@Test func builds() {}
