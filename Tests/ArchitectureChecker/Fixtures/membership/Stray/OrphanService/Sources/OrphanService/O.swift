/// O.
public struct O {}
