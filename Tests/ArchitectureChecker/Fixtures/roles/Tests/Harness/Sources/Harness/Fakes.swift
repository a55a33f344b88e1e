/// The test harness spans every layer: role names are free here.
final class RecordingView {}
struct FakeStore {}
