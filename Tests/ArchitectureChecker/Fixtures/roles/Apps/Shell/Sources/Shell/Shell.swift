/// The composition root builds screens; it declares none.
final class LaunchView {}
