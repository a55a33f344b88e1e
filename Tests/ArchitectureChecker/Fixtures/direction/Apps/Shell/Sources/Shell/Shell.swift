/// The app.
public struct Shell {}
