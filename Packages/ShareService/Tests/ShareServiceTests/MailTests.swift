import Foundation
import ShareService
import Testing

extension ProgramSpawning {
    @Suite struct Mail {
        @Test func subjectAndBodyArePercentEncoded() throws {
            let url = try #require(
                MailtoLink.url(
                    to: nil, subject: "Grüße & <tags> = 100%? #1", body: "line one\nline two+three"))
            #expect(
                url.absoluteString
                    == "mailto:?subject=Gr%C3%BC%C3%9Fe%20%26%20%3Ctags%3E%20%3D%20100%25%3F%20%231"
                    + "&body=line%20one%0D%0Aline%20two%2Bthree")
        }

        @Test func aRecipientKeepsItsAtSign() throws {
            let url = try #require(MailtoLink.url(to: "a.friend@example.org", subject: "Hi", body: ""))
            #expect(url.absoluteString == "mailto:a.friend@example.org?subject=Hi&body=")
        }

        @Test func theMailLinkOpensLikeAnyOtherLink() async throws {
            let programs = try StandInPrograms()
            defer { programs.remove() }
            try programs.install("xdg-open")
            let item = ShareItem(
                title: hostileTitle, url: try hostileURL(), text: "Worth reading.\nReally.")
            let sharing = SystemSharing(settings: ShareSettings(), environment: programs.environment())
            #expect(try await sharing.email(item, to: nil) == "xdg-open")
            let arguments = try #require(programs.arguments(of: "xdg-open"))
            #expect(arguments.count == 1)
            let link = try #require(URLComponents(string: arguments[0]))
            #expect(link.scheme == "mailto")
            let fields = Dictionary(
                uniqueKeysWithValues: (link.queryItems ?? []).map { ($0.name, $0.value ?? "") })
            #expect(fields["subject"] == hostileTitle)
            #expect(fields["body"] == "Worth reading.\r\nReally.\r\n\r\n\(try hostileURL().absoluteString)")
            #expect(fields.count == 2)
        }
    }
}
