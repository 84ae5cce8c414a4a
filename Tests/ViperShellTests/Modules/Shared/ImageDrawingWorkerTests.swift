import ArticleImages
import Testing
import ShellKit
import TestSupport
@testable import ViperShell

/// The reader's drawing worker: the layout is answered at once (nil while an image is drawn),
/// the arrival is told when it is ready, and the same request then gets the rows; an image not
/// at hand is never an arrival.
@Suite struct ImageDrawingWorkerTests {
    @Test func anImageIsDrawnAsideThenAnswered() async throws {
        let folder = try TemporaryDirectory()
        let library = ArticleImageLibrary(cache: ImageCache(folder: folder.file("images")))
        let arrivals = ImageArrivals()
        let worker = ImageDrawingWorker(drawer: ImageRowDrawer(library: library, renditions: ImageRenditions()), arrivals: arrivals)
        let photo = ImageDrawingWorker.Request(
            address: DemoImages.prefix + "photo.jpeg", columns: 40, maximumRows: 10, graphics: .blocks(trueColour: true))
        #expect(worker.rows(for: photo) == nil)
        let deadline = ContinuousClock.now + .seconds(20)
        while arrivals.generation < 1, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(10)) }
        #expect(arrivals.generation == 1)
        let rows = try #require(worker.rows(for: photo))
        // 320 × 200 pixels in 32 columns (10 pixels a cell) and 10 rows (cells 1:2, capped at 10).
        #expect(rows.count == 10)
        let expected = ImageBlockDrawing(maximumRows: 10, trueColour: true)
            .rows(of: try #require(library.image(at: photo.address)), columns: 40)
        #expect(rows == expected)

        let missing = ImageDrawingWorker.Request(
            address: "https://img.example.com/none.png", columns: 40, maximumRows: 10, graphics: .blocks(trueColour: true))
        #expect(worker.rows(for: missing) == nil)
        try await Task.sleep(for: .milliseconds(200))
        #expect(worker.rows(for: missing) == nil)
        #expect(arrivals.generation == 1)
    }
}

/// In the reader the layout gets, until an image is drawn, a dim box of the rows and columns it
/// will take (read from its header), so the lines around it do not move when it arrives.
@Suite struct ReaderImageBoxTests {
    @Test func aBoxOfTheImagesSizeStandsInUntilItIsDrawn() async throws {
        let folder = try TemporaryDirectory()
        let library = ArticleImageLibrary(cache: ImageCache(folder: folder.file("images")))
        let arrivals = ImageArrivals()
        let drawer = ImageRowDrawer(library: library, renditions: ImageRenditions())
        let blocks = ArticleImageBlocks(
            drawer: drawer, graphics: .blocks(trueColour: true), maximumRows: 10,
            worker: ImageDrawingWorker(drawer: drawer, arrivals: arrivals))
        let address = DemoImages.prefix + "photo.jpeg"
        let box = try #require(blocks.rows(forImageAt: address, columns: 40))
        #expect(box.count == 10)
        #expect(box.map { DisplayWidth.of(Self.plain($0)) } == Array(repeating: 32, count: 10), "\(box)")
        #expect(box.first.map(Self.plain)?.hasPrefix("┌") == true && box.last.map(Self.plain)?.hasPrefix("└") == true)
        let deadline = ContinuousClock.now + .seconds(20)
        while arrivals.generation < 1, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(10)) }
        let drawn = try #require(blocks.rows(forImageAt: address, columns: 40))
        #expect(drawn.count == box.count && drawn != box)
        // Not at hand (not fetched): no box, the caption alone.
        #expect(blocks.rows(forImageAt: "https://img.example.com/none.png", columns: 40) == nil)
    }

    /// A line without its SGR sequences: what the terminal shows.
    static func plain(_ line: String) -> String {
        var shown = ""
        var inSequence = false
        for scalar in line.unicodeScalars {
            if scalar == "\u{1B}" { inSequence = true; continue }
            if inSequence { if scalar == "m" { inSequence = false }; continue }
            shown.unicodeScalars.append(scalar)
        }
        return shown
    }
}
