import FoundationEssentials
import QiitaActions
import ShellKit

/// Account's use cases: the user's outbox, and the shell's clock's zone for its times.
package struct AccountInteractor: AccountInteractorInterface {
    package let outbox: (any QiitaActionsClient)?

    package init(outbox: (any QiitaActionsClient)?) {
        self.outbox = outbox
    }

    package func localTime(_ date: Date) -> String { ISO8601.localMinuteText(date) }
}
