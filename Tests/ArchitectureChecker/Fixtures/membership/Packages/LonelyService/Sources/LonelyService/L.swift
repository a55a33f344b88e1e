/// L.
public struct L {}
