import ConfigurationService
import FoundationEssentials
import HTTPService
import PictureLogic
import PictureService
import TerminalUI

/// The reader's pictures, as the settings and the terminal allow: nil when `pictures.mode` is
/// off or the terminal draws none; fetched through the HTTP client, kept in the library's
/// `pictures` folder, decoded by GdkPixbuf and drawn by libchafa, in symbols or in the pixel
/// protocol the terminal speaks (`PictureMode.style`), asked again at each picture since the
/// terminal's answers (`answers`) come in after the reader opened.
enum Pictures {
    /// Pictures no longer than this many pixels on a side are decoded (the decoder refuses a
    /// longer one unread).
    static let maxSide = 20_000

    static func provider(
        configuration: Configuration, environment: [String: String], client: any HTTPClient, library: URL,
        answers: TerminalAnswers
    ) -> (any PictureProviding)? {
        let text = configuration[Settings.Pictures.mode]
        guard let mode = PictureMode(setting: text) else {
            let modes = PictureMode.allCases.map(\.rawValue).joined(separator: ", ")
            return UnreadablePictureSettings(reason: "pictures.mode is one of \(modes), not '\(text)'")
        }
        let terminal = { @Sendable in
            let cell = SystemTerminal.cellPixels(descriptor: 1)
            return PictureTerminal(
                environment: environment, answeredSixels: answers.drawsSixels, cellWidth: cell?.width,
                cellHeight: cell?.height)
        }
        guard let first = mode.style(on: terminal()) else { return nil }
        let limits = PictureLimits(maxPixels: configuration[Settings.Pictures.maxPixels], maxSide: maxSide)
        return PictureLibrary(
            client: client, drawing: TerminalPictures(limits: limits),
            settings: PictureSettings(
                maxBytes: configuration[Settings.Pictures.maxBytes],
                timeoutSeconds: configuration[Settings.Pictures.timeoutSeconds], limits: limits,
                style: { mode.style(on: terminal()) ?? first },
                cache: PictureCache.Policy(
                    folder: library.appendingPathComponent("pictures"),
                    maxBytes: configuration[Settings.Pictures.cacheMegabytes] * 1_048_576,
                    maxAge: Double(configuration[Settings.Pictures.cacheDays]) * 86_400)))
    }
}
