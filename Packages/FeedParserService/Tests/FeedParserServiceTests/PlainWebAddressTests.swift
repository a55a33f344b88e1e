import Foundation
import Testing

@testable import FeedParserService

/// `PlainWebAddress` against `URL` itself: every text it calls plain, `URL(string:)` reads and
/// gives back unchanged; the links feeds commonly write are plain; the rest is left to `URL`.
@Suite struct PlainWebAddressTests {
    /// Links as feeds write them: each must pass the fast path.
    static let plain = [
        "https://example.com", "http://example.com/", "https://example.com/2026/12/06/a-post.html",
        "https://sub.example.co.uk:8443/path/to?q=1&r=two#section-3", "https://example.com/?",
        "https://example.com/#", "http://127.0.0.1:8080/feed.xml", "https://example.com/a%20b/%E2%9C%93",
        "https://example.com/~user/(draft)/it's*ok!+$,;=:@", "https://EXAMPLE.com/Mixed/Case",
        "https://example.com/p?redirect=https://other.example/x?y=1#frag?with/slash",
        "https://example.com:1/",
    ]

    /// Texts the fast path declines (some are URLs all the same, left to `URL` to read).
    static let declined = [
        "", "http://", "https://", "ftp://example.com/", "HTTP://example.com/", "https:/example.com",
        "https//example.com", "https://user:pw@example.com/", "https://[::1]/", "https://exa mple.com/",
        "https://example.com/a b", "https://example.com/%", "https://example.com/%zz",
        "https://example.com/%4",
        "https://example.com/#a#b", "https://example.com:/", "https://example.com:123456/",
        "https://example.com:80x/", "https://example.com/ü", "https://example.com/\"quote\"",
        "https://example.com/<tag>", "https://example.com/a\\b", "https://example.com/{x}",
        "https://example.com/[x]", "https://example.com/a|b", "https://example.com/a^b",
        "https://example.com/`x`", " https://example.com/", "https://example.com/\n", "https://exam_ple.com/",
        "//example.com/", "/relative/path", "relative", "mailto:someone@example.com",
    ]

    @Test func commonLinksArePlainAndReadByURLAsWritten() throws {
        for text in Self.plain {
            #expect(PlainWebAddress.isPlain(text), "\(text)")
            #expect(URL(string: text)?.absoluteString == text, "\(text)")
        }
    }

    @Test func declinedTextsAreNotPlain() {
        for text in Self.declined {
            #expect(!PlainWebAddress.isPlain(text), "\(text)")
        }
    }

    /// Every text built from the pieces of addresses, and every one-byte change of the plain
    /// examples: whatever the fast path calls plain, `URL(string:)` reads as written.
    @Test func whateverIsPlainURLReadsAsWritten() {
        var checked = 0
        var plain = 0
        func check(_ text: String) {
            checked += 1
            guard PlainWebAddress.isPlain(text) else { return }
            plain += 1
            #expect(URL(string: text)?.absoluteString == text, "\(text)")
        }
        let schemes = ["http://", "https://", "http:/", "https:", "HTTPS://"]
        let hosts = [
            "example.com", "a", ".", "-", "a.b-c", "[::1]", "ex ample", "éx.com", "", "x_y", "1.2.3.4",
        ]
        let ports = ["", ":", ":0", ":80", ":65535", ":65536", ":99999", ":123456", ":8a"]
        let rests = [
            "", "/", "?", "#", "/a/b", "/a?b=c&d", "/a#f", "/a#f#g", "/%41", "/%4", "/%", "/%GG", "?#?",
            "#/?",
            "/a b", "/ä", "/'()*", "/!$&+,;=", "/:@", "/~._-", "/\"", "/<>", "/{}", "/|", "/\\", "/^", "/`",
            "//x", "/..", "/./a", "?a=%20", "#%zz",
        ]
        for scheme in schemes {
            for host in hosts {
                for port in ports {
                    for rest in rests { check(scheme + host + port + rest) }
                }
            }
        }
        let alphabet = Array(" !\"#$%&'()*+,-./09:;<=>?@AZ[\\]^_`az{|}~\u{7F}é\t".unicodeScalars)
        for example in Self.plain {
            let scalars = Array(example.unicodeScalars)
            for index in scalars.indices {
                for replacement in alphabet {
                    var changed = scalars
                    changed[index] = replacement
                    check(String(String.UnicodeScalarView(changed)))
                }
                var removed = scalars
                removed.remove(at: index)
                check(String(String.UnicodeScalarView(removed)))
            }
        }
        #expect(checked > 20_000)
        #expect(plain > 2_000)
    }
}
