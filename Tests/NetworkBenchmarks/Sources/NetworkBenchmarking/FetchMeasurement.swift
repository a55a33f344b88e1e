public import Foundation
public import HTTPService

/// What a conditional GET needs from an earlier answer.
public struct StoredValidators: Codable, Equatable, Sendable {
    public var etag: String?
    public var lastModified: String?

    public init(etag: String?, lastModified: String?) {
        self.etag = etag
        self.lastModified = lastModified
    }
}

/// The outcome of fetching every URL once.
public struct FetchReport: Codable, Equatable, Sendable {
    /// `cold` or `warm`.
    public var mode: String
    public var requests: Int
    /// Answers by status (`"200"`, `"304"`) and failures by error (`"failed"`).
    public var answers: [String: Int]
    public var bodyBytes: Int
    public var wallSeconds: Double
    /// CPU time (user and system) the fetching process spent during the fetch.
    public var cpuSeconds: Double
    /// Resident memory before the first request and at its peak, in bytes.
    public var startResidentBytes: Int
    public var peakResidentBytes: Int
    /// The first few failures, for the table's footnote.
    public var failureSamples: [String]

    public init(
        mode: String, requests: Int, answers: [String: Int], bodyBytes: Int, wallSeconds: Double,
        cpuSeconds: Double, startResidentBytes: Int, peakResidentBytes: Int, failureSamples: [String]
    ) {
        self.mode = mode
        self.requests = requests
        self.answers = answers
        self.bodyBytes = bodyBytes
        self.wallSeconds = wallSeconds
        self.cpuSeconds = cpuSeconds
        self.startResidentBytes = startResidentBytes
        self.peakResidentBytes = peakResidentBytes
        self.failureSamples = failureSamples
    }
}

/// Fetches every URL at once through `client` (which queues them by its concurrency
/// settings), as a refresh of all feeds does, and measures the wall time.
public struct FetchMeasurement: Sendable {
    public let client: any HTTPClient

    public init(client: any HTTPClient) {
        self.client = client
    }

    /// Fetches `urls`, conditionally where `validators` knows them, and returns the report and
    /// the validators of every answer for the next run.
    public func run(mode: String, urls: [URL], validators: [String: StoredValidators]) async -> (
        FetchReport, [String: StoredValidators]
    ) {
        let startResident = ProcessMemory.residentBytes
        let startCPU = ProcessMemory.cpuSeconds
        let clock = ContinuousClock()
        let started = clock.now
        // Each task keeps only a summary of its answer: the body is dropped at once, as a
        // refresh hands it to the parser and forgets it, so the memory measured is the client's.
        let outcomes = await withTaskGroup(of: (String, Result<AnswerSummary, HTTPError>).self) { group in
            for url in urls {
                let stored = validators[url.absoluteString]
                let request = HTTPRequest(url: url, etag: stored?.etag, lastModified: stored?.lastModified)
                group.addTask {
                    do throws(HTTPError) {
                        let response = try await client.get(request)
                        return (url.absoluteString, .success(AnswerSummary(response)))
                    } catch {
                        return (url.absoluteString, .failure(error))
                    }
                }
            }
            var outcomes: [(String, Result<AnswerSummary, HTTPError>)] = []
            for await outcome in group { outcomes.append(outcome) }
            return outcomes
        }
        let elapsed = clock.now - started
        var report = FetchReport(
            mode: mode, requests: urls.count, answers: [:], bodyBytes: 0,
            wallSeconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
            cpuSeconds: ProcessMemory.cpuSeconds - startCPU,
            startResidentBytes: startResident, peakResidentBytes: ProcessMemory.peakResidentBytes,
            failureSamples: [])
        var next = validators
        for (url, outcome) in outcomes {
            switch outcome {
            case .success(let answer):
                report.answers[String(answer.status), default: 0] += 1
                report.bodyBytes += answer.bodyBytes
                if answer.status != 304 { next[url] = answer.validators }
            case .failure(let error):
                report.answers["failed", default: 0] += 1
                if report.failureSamples.count < 3 { report.failureSamples.append(error.description) }
            }
        }
        return (report, next)
    }
}

/// What the measurement keeps of one answer.
private struct AnswerSummary: Sendable {
    let status: Int
    let bodyBytes: Int
    let validators: StoredValidators

    init(_ response: HTTPResponse) {
        status = response.status
        bodyBytes = response.body.count
        validators = StoredValidators(
            etag: response.headers["ETag"], lastModified: response.headers["Last-Modified"])
    }
}
