/// Requests.
public struct RequestBuilder {}
typealias PageView = String
