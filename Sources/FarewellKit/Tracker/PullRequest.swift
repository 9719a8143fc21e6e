import Foundation

/// A PR as `gh pr list --json number,title,state,isDraft,headRefName,url,createdAt,mergedAt,reviewDecision` prints it.
package struct PullRequest: Sendable, Hashable, Codable {
    package var number: Int
    package var title: String
    /// `OPEN`, `CLOSED` or `MERGED`.
    package var state: String
    package var isDraft: Bool
    package var headRefName: String
    package var url: String
    /// ISO 8601.
    package var createdAt: String
    package var mergedAt: String?
    package var reviewDecision: String?

    package init(
        number: Int, title: String, state: String, isDraft: Bool = false, headRefName: String, url: String,
        createdAt: String, mergedAt: String? = nil, reviewDecision: String? = nil
    ) {
        self.number = number
        self.title = title
        self.state = state
        self.isDraft = isDraft
        self.headRefName = headRefName
        self.url = url
        self.createdAt = createdAt
        self.mergedAt = mergedAt
        self.reviewDecision = reviewDecision
    }

    private enum CodingKeys: String, CodingKey {
        case number, title, state, isDraft, headRefName, url, createdAt, mergedAt, reviewDecision
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        number = try container.decode(Int.self, forKey: .number)
        title = try container.decodeIfPresent(String.self, forKey: .title) ?? ""
        state = try container.decode(String.self, forKey: .state).uppercased()
        isDraft = try container.decodeIfPresent(Bool.self, forKey: .isDraft) ?? false
        headRefName = try container.decodeIfPresent(String.self, forKey: .headRefName) ?? ""
        url = try container.decodeIfPresent(String.self, forKey: .url) ?? ""
        createdAt = try container.decodeIfPresent(String.self, forKey: .createdAt) ?? ""
        mergedAt = try container.decodeIfPresent(String.self, forKey: .mergedAt)
        reviewDecision = try container.decodeIfPresent(String.self, forKey: .reviewDecision)
    }

    /// Decodes gh's JSON array; `path` names the input in the error.
    package static func list(_ bytes: [UInt8], path: String) throws(TrackerError) -> [PullRequest] {
        do {
            return try JSONDecoder().decode([PullRequest].self, from: Data(bytes))
        } catch {
            throw TrackerError.badInput(
                path: path, problem: "not the JSON array that `gh pr list --json ...` prints (\(describe(error)))")
        }
    }

    private static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "unreadable" }
        switch error {
        case .keyNotFound(let key, let context): return "missing '\(key.stringValue)' at \(place(context))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context): return "wrong type at \(place(context))"
        case .dataCorrupted: return "invalid JSON"
        @unknown default: return "unreadable"
        }
    }

    private static func place(_ context: DecodingError.Context) -> String {
        let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        return path.isEmpty ? "the top level" : path
    }
}
