import DatabaseService
import Foundation
import SyncService
import Testing

@testable import SyncLogic

/// Whether a library keeps accounts decides whether a refresh syncs: an answer it cannot read is
/// an error, never "none".
@Suite struct AccountPresenceTests {
    func sync() async throws -> StoredSync {
        try await StoredSync.inMemory(
            passwordFolder: FileManager.default.temporaryDirectory.appendingPathComponent(
                "presence-\(UUID())"),
            makeServer: { _, _ throws(SyncServerError) in throw .unsupported(operation: "log in", api: "none")
            },
            fullStateCheckHours: 24, now: { Date() })
    }

    @Test func aLibraryWithoutAccountsHasNone() async throws {
        #expect(try await sync().hasAccounts == false)
    }

    @Test func accountsThatCannotBeReadAreAnErrorNotNone() async throws {
        let sync = try await sync()
        try await sync.library.write { try $0.executeScript("DROP TABLE sync_accounts") }
        await #expect(throws: SyncError.self) { try await sync.hasAccounts }
    }
}
