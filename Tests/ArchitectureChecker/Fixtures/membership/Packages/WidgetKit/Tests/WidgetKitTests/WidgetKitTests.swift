import Testing
import WidgetKit

@Test func builds() {}
