import HTTPService
import Testing

@Suite struct ErrorMessages {
    @Test func sayWhatHappenedAndWhatToDo() {
        #expect(
            HTTPError.hostNotFound(host: "feeds.invalid").description
                == "the host 'feeds.invalid' was not found (DNS); check the address and the network connection"
        )
        #expect(
            HTTPError.timedOut(url: "http://a/feed", limit: .connect(seconds: 10)).description
                == "http://a/feed could not connect within 10 s; the server is slow or unreachable, try again later"
        )
        #expect(
            HTTPError.timedOut(url: "http://a/feed", limit: .total(seconds: 2.5)).description
                == "http://a/feed did not complete within 2.5 s; the server is slow or unreachable, try again later"
        )
        #expect(
            HTTPError.status(code: 404, url: "http://a/feed", retryAfterSeconds: nil).description
                == "http://a/feed answered 404 Not Found; the address no longer exists; check it or remove the "
                + "subscription")
        #expect(
            HTTPError.status(code: 429, url: "http://a/feed", retryAfterSeconds: 3600).description
                == "http://a/feed answered 429 Too Many Requests and asked to wait 3600 s, longer than allowed; "
                + "try again later")
        #expect(
            HTTPError.redirectLoop(chain: ["http://a/1", "http://a/2", "http://a/1"]).description
                == "the redirects loop (http://a/1 -> http://a/2 -> http://a/1); the site is misconfigured, tell "
                + "its owner")
        #expect(
            HTTPError.tooLarge(url: "http://a/feed", limit: 1024).description
                == "http://a/feed sent more than the limit of 1024 bytes; the transfer was stopped, raise the limit "
                + "if the document is legitimate")
    }

    @Test func headersAreFoundWhateverTheirCase() {
        var headers: HTTPHeaders = ["ETag": "\"1\"", "Set-Cookie": "a=1"]
        headers.add(name: "set-cookie", value: "b=2")
        #expect(headers["etag"] == "\"1\"")
        #expect(headers["ETAG"] == "\"1\"")
        #expect(headers.values(for: "SET-COOKIE") == ["a=1", "b=2"])
        headers.set(name: "Set-Cookie", value: "c=3")
        #expect(headers.values(for: "set-cookie") == ["c=3"])
        #expect(headers["missing"] == nil)
    }
}
