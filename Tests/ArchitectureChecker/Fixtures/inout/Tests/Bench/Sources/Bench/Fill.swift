/// Outside Packages/, inout is not checked.
func fill(_ buffer: inout [UInt8]) {}
