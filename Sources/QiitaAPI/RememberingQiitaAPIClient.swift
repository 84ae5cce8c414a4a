import ItemsModel
/// A `QiitaAPIClient` that asks its `base` only for what `memory` does not hold, and keeps every
/// answer there: within a session the same page, profile, item or comments is fetched once
/// (until `memory.forget()`). Checking a token always asks (it is the question being asked).
package struct RememberingQiitaAPIClient: QiitaAPIClient {
    package let base: QiitaAPIClient
    package let memory: QiitaAnswerMemory

    package init(_ base: QiitaAPIClient, memory: QiitaAnswerMemory) {
        self.base = base
        self.memory = memory
    }

    package func items(page: Int, perPage: Int, query: String) async throws(QiitaAPIError) -> QiitaItemsPage {
        let request = QiitaAnswerMemory.Request.items(query: query, page: page, perPage: perPage)
        if case .items(let kept?) = memory.answer(to: request) { return kept }
        let fetched = try await base.items(page: page, perPage: perPage, query: query)
        memory.keep(.items(fetched), for: request)
        return fetched
    }

    package func item(id: String) async throws(QiitaAPIError) -> QiitaItem? {
        let request = QiitaAnswerMemory.Request.item(id: id)
        if case .item(let kept) = memory.answer(to: request) { return kept }
        let fetched = try await base.item(id: id)
        memory.keep(.item(fetched), for: request)
        return fetched
    }

    package func comments(itemID: String) async throws(QiitaAPIError) -> [QiitaComment]? {
        let request = QiitaAnswerMemory.Request.comments(itemID: itemID)
        if case .comments(let kept) = memory.answer(to: request) { return kept }
        let fetched = try await base.comments(itemID: itemID)
        memory.keep(.comments(fetched), for: request)
        return fetched
    }

    package func tags(page: Int, perPage: Int) async throws(QiitaAPIError) -> QiitaTagsPage {
        let request = QiitaAnswerMemory.Request.tags(page: page, perPage: perPage)
        if case .tags(let kept) = memory.answer(to: request) { return kept }
        let fetched = try await base.tags(page: page, perPage: perPage)
        memory.keep(.tags(fetched), for: request)
        return fetched
    }

    package func user(id: String) async throws(QiitaAPIError) -> QiitaUserProfile? {
        let request = QiitaAnswerMemory.Request.user(id: id)
        if case .user(let kept) = memory.answer(to: request) { return kept }
        let fetched = try await base.user(id: id)
        memory.keep(.user(fetched), for: request)
        return fetched
    }

    package func userItems(id: String, page: Int, perPage: Int) async throws(QiitaAPIError) -> QiitaItemsPage? {
        let request = QiitaAnswerMemory.Request.userItems(id: id, page: page, perPage: perPage)
        if case .items(let kept) = memory.answer(to: request) { return kept }
        let fetched = try await base.userItems(id: id, page: page, perPage: perPage)
        memory.keep(.items(fetched), for: request)
        return fetched
    }

    package func authenticatedUser(token: String) async throws(QiitaAPIError) -> String {
        try await base.authenticatedUser(token: token)
    }
}
