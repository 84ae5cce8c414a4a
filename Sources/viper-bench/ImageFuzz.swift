import ArgumentParser
import ArticleImages
import DeveloperTools

/// `viper-bench image-fuzz`: the demo's images (PNG, JPEG, GIF, WebP) with bytes flipped, cut,
/// repeated, and sizes in their headers raised, read by `ImageHeader` and decoded under the
/// standard limits, in process (Scripts/reliability runs it under a memory bound); each decoded
/// one drawn every way (blocks, and the sixel, kitty and iTerm2 sequences, each checked to be one
/// whole string sequence). Prints how many decoded and how many were refused, by reason, and any
/// sequence found malformed. A crash, a hang or a malformed sequence is the failure.
struct ImageFuzz: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "image-fuzz", abstract: "Decode mutated images: every one decoded or refused, none crashing.")
    @Option var count = 10_000
    @Option var seed: UInt64 = 39

    func run() throws {
        let originals = DemoImages.names.compactMap { DemoImages.bytes(for: DemoImages.prefix + $0) }
        var random = SplitMix64(seed: seed)
        func below(_ bound: Int) -> Int { Int.random(in: 0..<bound, using: &random) }
        var outcomes: [String: Int] = [:]
        for index in 0..<count {
            var bytes = originals[index % originals.count]
            for _ in 0...below(4) {
                switch below(5) {
                case 0: bytes[below(bytes.count)] = UInt8(below(256))
                case 1: bytes = Array(bytes.prefix(below(bytes.count) + 1))
                case 2:
                    let start = below(bytes.count)
                    bytes.insert(contentsOf: bytes[start..<min(bytes.count, start + 1 + below(64))], at: start)
                case 3:
                    // A size field raised: the bytes a header keeps its width and height in, for each format.
                    for offset in [6, 7, 8, 9, 16, 17, 18, 19, 20, 21, 22, 23, 26, 27, 28, 29] where offset < bytes.count {
                        if below(3) == 0 { bytes[offset] = 0xFF }
                    }
                default:
                    let start = below(bytes.count)
                    bytes.removeSubrange(start..<min(bytes.count, start + 1 + below(32)))
                }
                if bytes.isEmpty { bytes = [0] }
            }
            do {
                let image = try DecodedImage.decode(bytes)
                let canvas = ImageCanvas(columns: 8, rows: 4)
                _ = image.symbols(in: canvas)
                for graphics in PixelGraphics.allCases where !Self.isWellFormed(image.sequence(for: graphics, in: canvas)) {
                    outcomes["malformed \(graphics.rawValue) sequence", default: 0] += 1
                }
                outcomes["decoded and drawn", default: 0] += 1
            } catch {
                outcomes[String(describing: error).prefix { $0 != "(" }.description, default: 0] += 1
            }
        }
        emit(["count": count, "outcomes": outcomes])
    }

    /// Whether `sequence` is string sequences alone: each opened by ESC and a string introducer
    /// (`P`, `_`, `]`) and closed by ST (or BEL), with no other ESC or control byte between.
    static func isWellFormed(_ sequence: [UInt8]?) -> Bool {
        guard let sequence, !sequence.isEmpty else { return false }
        var index = 0
        while index < sequence.count {
            guard sequence[index] == 0x1B, index + 1 < sequence.count,
                [UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "]")].contains(sequence[index + 1])
            else { return false }
            index += 2
            while index < sequence.count, sequence[index] != 0x1B, sequence[index] != 0x07 {
                guard sequence[index] >= 0x20 || sequence[index] == 0x0A || sequence[index] == 0x0D else { return false }
                index += 1
            }
            guard index < sequence.count else { return false }
            if sequence[index] == 0x07 {
                index += 1
                continue
            }
            guard index + 1 < sequence.count, sequence[index + 1] == UInt8(ascii: "\\") else { return false }
            index += 2
        }
        return true
    }
}
