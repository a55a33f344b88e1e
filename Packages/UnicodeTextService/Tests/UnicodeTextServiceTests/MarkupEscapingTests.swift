import Testing
import UnicodeTextService

@Suite struct MarkupEscapingTests {
    @Test func markupCharactersBecomeEntitiesAndQuotesOnlyInAttributes() {
        #expect(MarkupEscaping.text("a < b & c > d") == "a &lt; b &amp; c &gt; d")
        #expect(MarkupEscaping.text("plain \"quoted\"") == "plain \"quoted\"")
        #expect(
            MarkupEscaping.attribute("https://x.example/?a=1&b=\"2\"")
                == "https://x.example/?a=1&amp;b=&quot;2&quot;")
        #expect(MarkupEscaping.attribute("") == "")
    }
}
