import ArticleImages
import ItemsModel
import QiitaAPI
import ShellKit

/// Why an image's bytes could not be had for `image K --save`: each says what happened.
package enum ImageUnavailable: Error, Equatable, Sendable {
    /// Not an http or https address (a relative or `data:` one, say).
    case notWeb(String)
    case transfer(HTTPTransferFailure)
    /// The server answered with this status.
    case status(Int)
    case refused(ImageRefusal)
}

extension ImageUnavailable {
    /// One line for image `number` of the article at `address`.
    func message(number: Int, address: String) -> Message {
        let image = String(number)
        switch self {
        case .notWeb(let address): return Message(ImageMessage.imageNotWeb, image, TerminalSanitizer.inline(address))
        case .status(let status): return Message(ImageMessage.imageServerAnswered, image, String(status))
        case .refused(let refusal): return Message(ImageMessage.imageCannotBeShown, image, refusal.reason)
        case .transfer(let failure):
            let host = TerminalSanitizer.inline(ArticleImageFetcher.host(of: address))
            let reason: Message =
                switch failure {
                case .timeout: Message(ImageMessage.imageNoAnswer, host)
                case .cannotConnect, .connectionLost: Message(ImageMessage.imageCannotConnect, host)
                case .unknownHost: Message(ImageMessage.imageUnknownHost, host)
                case .cancelled: QiitaAPIError.cancelled.message
                case .tooLarge:
                    Message(ImageMessage.imageTooLarge, String(ImageLimits.standard.maximumBytes / 1_000_000))
                case .unavailable(let text): QiitaAPIError.clientUnavailable(text).message
                case .tls(let text), .other(let text): Message(ImageMessage.imageNetwork, TerminalSanitizer.inline(text))
                }
            return Message(ImageMessage.imageTransferFailed, parts: [.text(image), .message(reason)])
        }
    }
}
