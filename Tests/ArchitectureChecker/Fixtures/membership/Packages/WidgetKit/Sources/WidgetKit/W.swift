/// W.
public struct W {}
