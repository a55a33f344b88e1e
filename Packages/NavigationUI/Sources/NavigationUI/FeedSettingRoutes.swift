import LibraryModelLogic

extension Routes {
    /// `tidings feed set FEED KEY VALUE`: one of a feed's own settings.
    public static let setFeedSetting = Route<FeedSettingParameters>(
        "tidings://feeds/set",
        help: "give a feed a setting of its own: " + settingKeys
            + " (the README's table says what each does)",
        fields: [
            .required("feed", \.feed, missing: "name the feed as feed="),
            .required("key", \.key, missing: "name the setting as key="),
            .text("value", \.value),
        ],
        command: CommandForm(
            "feed set",
            arguments: [
                ArgumentSpec("FEED", "the feed's id, URL or title"),
                ArgumentSpec("KEY", "the setting: " + settingKeys),
                ArgumentSpec("VALUE", "its value, such as true, 120 or 'X-Api-Key: secret'"),
            ],
            json: true
        ) { arguments, _ throws(UsageError) in
            let (key, value) = (arguments.positionals[1], arguments.positionals[2])
            try checked(key, value, command: "feed set")
            return FeedSettingParameters(feed: arguments.positionals[0], key: key, value: value)
        })

    /// `tidings feed unset FEED KEY`: back to the library-wide setting.
    public static let unsetFeedSetting = Route<FeedSettingParameters>(
        "tidings://feeds/unset",
        help:
            "take a setting off a feed, so that the library-wide one applies again (unset paused resumes it)",
        fields: [
            .required("feed", \.feed, missing: "name the feed as feed="),
            .required("key", \.key, missing: "name the setting as key="),
        ],
        command: CommandForm(
            "feed unset",
            arguments: [
                ArgumentSpec("FEED", "the feed's id, URL or title"),
                ArgumentSpec("KEY", "the setting: " + settingKeys),
            ],
            json: true
        ) { arguments, _ throws(UsageError) in
            let key = arguments.positionals[1]
            try checked(key, nil, command: "feed unset")
            return FeedSettingParameters(feed: arguments.positionals[0], key: key, value: nil)
        })

    /// The keys of the feed settings, as a list in words.
    private static var settingKeys: String {
        FeedSettings.all.map(\.key).joined(separator: ", ")
    }

    /// Refuses, before anything is opened, a key or value the setting does not take.
    private static func checked(_ key: String, _ value: String?, command: String) throws(UsageError) {
        do {
            _ = try FeedSettings.change(key, to: value)
        } catch {
            throw UsageError(error.description, command: command)
        }
    }
}
