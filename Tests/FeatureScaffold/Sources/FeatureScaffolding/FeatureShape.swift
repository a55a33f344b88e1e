/// The two ways to build a feature (see the README, "Two shapes for a feature").
public enum FeatureShape: String, CaseIterable, Sendable {
    /// ViewController, View, ViewModel built from the Model, the Model, and a shared Logic.
    case mvvm
    /// ViewController, View, ViewModel, UseCase, Builder, Model and ViewBean.
    case usecase

    /// The template folder of the shape's UI package (under `Templates/`).
    var interfaceTemplates: String { rawValue }
}
