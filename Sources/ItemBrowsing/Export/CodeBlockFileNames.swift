import ItemsModel

/// Where `code --save` puts each block, decided for all the blocks before any is written, so
/// that no block is written over another: the fence's file name, with `.diff` after it for a
/// diff block (`diff_python:items.py` → `items.py.diff`, never the source it changes), else
/// `block-K.EXT`. A name an earlier block already has (compared without letter case, as a
/// macOS folder compares them) gets `-2`, `-3`, … before its extensions (`items-2.py`,
/// `items-2.py.diff`, `Makefile-2`), never a name another block asks for.
package enum CodeBlockFileNames {
    /// Where one block goes.
    package struct Placement: Equatable, Sendable {
        package let block: Int
        /// The path below the folder (`cmd/main.go`).
        package let name: String
        /// The name the block asked for (`name` unless another block has it).
        package let askedName: String
        /// The earlier block that has `askedName`, when this one could not have it.
        package let sameNameAs: Int?

        package init(block: Int, name: String, askedName: String? = nil, sameNameAs: Int? = nil) {
            self.block = block
            self.name = name
            self.askedName = askedName ?? name
            self.sameNameAs = sameNameAs
        }
    }

    /// Each block's place, or why its name cannot be one (CodeBlockSaver.safeName), in order.
    package static func place(_ blocks: [ItemCodeBlock]) -> [Result<Placement, UserFileError>] {
        let askedNames = blocks.map { block in
            Result { () throws(UserFileError) in try CodeBlockSaver.safeName(askedName(block)) }
        }
        let askedKeys = Set(askedNames.compactMap { try? key($0.get()) })
        // Each name given so far (its key) and the block that has it.
        var holders: [String: Int] = [:]
        var placements: [Result<Placement, UserFileError>] = []
        for (block, asked) in zip(blocks, askedNames) {
            guard case .success(let name) = asked else {
                placements.append(asked.map { Placement(block: block.number, name: $0) })
                continue
            }
            guard let holder = holders[key(name)] else {
                holders[key(name)] = block.number
                placements.append(.success(Placement(block: block.number, name: name)))
                continue
            }
            var number = 2
            while holders[key(numbered(name, number))] != nil || askedKeys.contains(key(numbered(name, number))) {
                number += 1
            }
            let free = numbered(name, number)
            holders[key(free)] = block.number
            placements.append(
                .success(Placement(block: block.number, name: free, askedName: name, sameNameAs: holder)))
        }
        return placements
    }

    /// The name the block asks for: its fence's (`.diff` added for a diff), else `block-K.EXT`.
    static func askedName(_ block: ItemCodeBlock) -> String {
        guard let name = block.fileName else { return block.fallbackFileName }
        let lowered = name.lowercased()
        guard block.info.diffLanguage != nil, !lowered.hasSuffix(".diff"), !lowered.hasSuffix(".patch") else {
            return name
        }
        return name + ".diff"
    }

    /// `name` with `-number` before the extensions of its last part (a leading dot is no
    /// extension's: `.env` → `.env-2`).
    static func numbered(_ name: String, _ number: Int) -> String {
        let folder = name.lastIndex(of: "/").map { name[...$0] } ?? ""
        let file = name[folder.endIndex...]
        let dot = file.dropFirst().firstIndex(of: ".") ?? file.endIndex
        return folder + file[..<dot] + "-\(number)" + file[dot...]
    }

    private static func key(_ name: String) -> String {
        name.lowercased()
    }
}
