import Testing
import MathService

func bump(_ counter: inout Int) { counter += 1 }

@Test func builds() {}
