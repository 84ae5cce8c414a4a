import ArticleImages
import CatalogueStore
import ItemsModel
import ShellKit
import Synchronization

extension FeedsInteractor {
    /// At most this many image transfers at once (so at most four to any one host).
    static let imageTransfers = 4

    package func syncImages(progress: @escaping @Sendable (Int, Int) -> Void) async throws(FeedsFailure) -> ImageSyncReport {
        guard let shelf = dependencies.images else { return ImageSyncReport() }
        let store: ItemStore
        do { store = try await dependencies.catalogue.mirrorStore() } catch { throw FeedsFailure(error.message) }
        let items: [QiitaItem]
        do { items = try store.allItems() } catch {
            throw FeedsFailure(Message(ShellMessage.storageUnreadable, "mirror", error.description))
        }
        var report = ImageSyncReport()
        var seen = Set<String>()
        var addresses: [String] = []
        for item in items {
            for link in ItemArticle(body: item.body).links(base: item.url)
            where link.kind == .image && seen.insert(link.url).inserted {
                addresses.append(link.url)
            }
        }
        report.found = addresses.count
        let missing = addresses.filter { !DemoImages.isDemo($0) && !shelf.cache.contains($0) }
        report.alreadyCached = addresses.count - missing.count
        dependencies.interrupt.reset()
        let tally = ImageSyncTally(report)
        let total = missing.count
        await withTaskGroup(of: Void.self) { group in
            var next = 0
            func startNext() -> Bool {
                guard next < missing.count, !dependencies.interrupt.check() else { return false }
                let address = missing[next]
                next += 1
                group.addTask {
                    let outcome: Result<[UInt8], ImageUnavailable>
                    do throws(ImageUnavailable) {
                        outcome = .success(try await shelf.bytes(of: address))
                    } catch {
                        outcome = .failure(error)
                    }
                    progress(tally.record(outcome), total)
                }
                return true
            }
            for _ in 0..<Self.imageTransfers where startNext() {}
            while await group.next() != nil { _ = startNext() }
        }
        var final = tally.report
        final.interrupted = final.fetched + final.refused + final.failed < total
        return final
    }
}

/// `sync --images`' counts, kept by the transfers as they end.
private final class ImageSyncTally: Sendable {
    private let counts: Mutex<ImageSyncReport>

    init(_ report: ImageSyncReport) { counts = Mutex(report) }

    var report: ImageSyncReport { counts.withLock { $0 } }

    /// Counts one transfer's outcome; how many have ended.
    func record(_ outcome: Result<[UInt8], ImageUnavailable>) -> Int {
        counts.withLock { report in
            switch outcome {
            case .success: report.fetched += 1
            case .failure(.refused), .failure(.notWeb): report.refused += 1
            case .failure: report.failed += 1
            }
            return report.fetched + report.refused + report.failed
        }
    }
}
