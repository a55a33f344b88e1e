public import HTTPService

/// Makes the adapter for an API: the one place that knows every adapter.
public enum SyncServers {
    public static func server(_ kind: SyncServerKind, login: SyncServerLogin, client: any HTTPClient)
        throws(SyncServerError) -> any SyncServer
    {
        switch kind {
        case .ttrss: TinyTinyRSSServer(login: login, client: client)
        case .fever: try FeverServer(login: login, client: client)
        }
    }
}
