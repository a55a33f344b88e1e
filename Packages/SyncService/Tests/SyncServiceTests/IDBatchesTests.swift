import Testing

@testable import SyncService

@Suite struct IDBatchesTests {
    @Test
    func idsAreCutIntoBatchesInOrderTheLastShorter() {
        let ids: [Int64] = [1, 2, 3, 4, 5, 6, 7]
        #expect(ids.batches(of: 3).map(Array.init) == [[1, 2, 3], [4, 5, 6], [7]])
        #expect(ids.batches(of: 7).map(Array.init) == [ids])
        #expect([Int64]().batches(of: 3).isEmpty)
        #expect(ids.batches(of: 0).count == 7)
    }

    @Test
    func idsAreWrittenCommaSeparated() {
        #expect([Int64(12), 3, 45].commaSeparated == "12,3,45")
        #expect((Int64(4)...Int64(6)).commaSeparated == "4,5,6")
        #expect([Int64]().commaSeparated == "")
    }
}
