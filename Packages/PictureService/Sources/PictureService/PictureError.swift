/// Why a picture could not be drawn, in a sentence fit for the place the picture would take.
public enum PictureError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A library is missing (GdkPixbuf, libchafa or a decoder of theirs): no picture can be
    /// drawn; the reason names it.
    case unavailable(String)
    /// The data is not a PNG, JPEG, GIF or WebP picture.
    case notAPicture
    /// The picture claims more pixels, or a longer side, than allowed: refused undecoded.
    case tooLarge(width: Int, height: Int)
    /// The decoder could not read the picture; the reason is its own.
    case unreadable(String)

    public var description: String {
        switch self {
        case .unavailable(let reason): "pictures cannot be drawn here: \(reason)"
        case .notAPicture: "not a PNG, JPEG, GIF or WebP picture"
        case .tooLarge(let width, let height): "a picture of \(width) × \(height) pixels is too large to draw"
        case .unreadable(let reason): "the picture cannot be read: \(reason)"
        }
    }
}
