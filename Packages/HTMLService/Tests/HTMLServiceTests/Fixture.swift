import Foundation

/// The files under Fixtures/, found next to this source file (through any symbolic link).
enum Fixture {
    static let directory = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(name))
    }

    static func text(_ name: String) throws -> String {
        try String(decoding: data(name), as: UTF8.self)
    }
}
