/// Whether articles draw their images at a terminal (`set images auto|blocks|off`): `auto`
/// draws them in the best way the terminal is known to support (coloured block characters until
/// the graphics protocols are detected), `blocks` always with block characters, `off` never
/// (each image is then its caption alone, as in pipes, scripts and the pager).
package enum ImageDisplay: String, Sendable, CaseIterable {
    case auto
    case blocks
    case off
}
