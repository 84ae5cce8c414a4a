import FoundationEssentials
import ItemsModel
import ShellKit

/// Where and how the live Qiita source talks to the API: base URL (`--api-url`, then
/// `VIPER_SHELL_API_URL`, else https://qiita.com), access token (`QIITA_TOKEN`) and timeout.
package struct QiitaAPIConfiguration: Sendable, Equatable {
    package static let defaultBaseURL = URL(string: "https://qiita.com")!
    package static let defaultTimeout: TimeInterval = 10

    package var baseURL: URL
    package var token: String?
    package var timeout: TimeInterval

    package init(baseURL: URL = Self.defaultBaseURL, token: String? = nil, timeout: TimeInterval = Self.defaultTimeout)
    {
        self.baseURL = baseURL
        self.token = token
        self.timeout = timeout
    }

    /// From the options and the environment; nil with the reason when the URL is not http(s).
    package static func resolve(
        apiURL: String?, timeout: TimeInterval?, environment: [String: String]
    ) -> Result<Self, QiitaAPIError> {
        let text = apiURL ?? environment["VIPER_SHELL_API_URL"] ?? defaultBaseURL.absoluteString
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            url.host != nil
        else {
            return .failure(.badBaseURL(text))
        }
        let token = environment["QIITA_TOKEN"].flatMap { $0.isEmpty ? nil : $0 }
        return .success(Self(baseURL: url, token: token, timeout: timeout ?? defaultTimeout))
    }
}
