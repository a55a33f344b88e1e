public import HTTPService

/// Makes the adapter for an API: the one place that knows every adapter.
public enum SyncServers {
    /// `pagesAtOnce` (`sync.pagesAtOnce`) is how many pages of new articles an adapter may ask
    /// for at once during a long pull, where its API pages by position (TT-RSS).
    public static func server(
        _ kind: SyncServerKind, login: SyncServerLogin, client: any HTTPClient, pagesAtOnce: Int = 2
    ) throws(SyncServerError) -> any SyncServer {
        switch kind {
        case .ttrss: TinyTinyRSSServer(login: login, client: client, pagesAtOnce: pagesAtOnce)
        case .fever: try FeverServer(login: login, client: client)
        case .greader: GoogleReaderServer(login: login, client: client)
        }
    }
}
