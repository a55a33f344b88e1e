import CCurl
import FoundationEssentials
import UnicodeTextService

/// When a 429 or 503 answer is retried. `Retry-After` (delay-seconds or an HTTP-date) is
/// honoured up to `maxWaitSeconds`; a longer wait fails at once. Without a usable
/// `Retry-After` the waits double from one second (1 s, 2 s, 4 s …), capped at `maxWaitSeconds`.
struct RetryPolicy: Sendable {
    let limit: Int
    let maxWaitSeconds: Double

    enum Decision: Equatable {
        case retry(afterSeconds: Double)
        /// Give up; `retryAfterSeconds` is the server's wait when it was the reason.
        case fail(retryAfterSeconds: Double?)
    }

    func decide(retriesSoFar: Int, retryAfter: String?, now: Date) -> Decision {
        // The server's wait is passed on even when no retry is left, so the caller can honour it.
        let asked = retryAfter.flatMap { Self.seconds(fromRetryAfter: $0, now: now) }
        guard retriesSoFar < limit else { return .fail(retryAfterSeconds: asked) }
        if let seconds = asked {
            return seconds > maxWaitSeconds
                ? .fail(retryAfterSeconds: seconds) : .retry(afterSeconds: seconds)
        }
        let doubling = Double(1 << min(retriesSoFar, 30))
        return .retry(afterSeconds: min(doubling, maxWaitSeconds))
    }

    /// The wait a `Retry-After` value asks for, or nil when it is neither form.
    static func seconds(fromRetryAfter value: String, now: Date) -> Double? {
        let trimmed = WhiteSpace.trimmingSpaces(value)
        if trimmed.allSatisfy(\.isASCII), let seconds = Int(trimmed) {
            return seconds >= 0 ? Double(seconds) : nil
        }
        let time = tidings_curl_getdate(trimmed)
        guard time >= 0 else { return nil }
        return max(0, Double(time) - now.timeIntervalSince1970)
    }
}
