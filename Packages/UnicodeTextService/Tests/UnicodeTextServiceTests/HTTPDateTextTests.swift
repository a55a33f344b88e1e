import FoundationEssentials
import Testing
import UnicodeTextService

@Suite struct HTTPDateTextTests {
    @Test func datesAreWrittenAsHTTPDates() {
        #expect(
            HTTPDateText.format(Date(timeIntervalSince1970: 784_111_777)) == "Sun, 06 Nov 1994 08:49:37 GMT")
        #expect(HTTPDateText.format(Date(timeIntervalSince1970: 0)) == "Thu, 01 Jan 1970 00:00:00 GMT")
    }
}
