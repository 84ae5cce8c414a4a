/// What the SGR parameters of one `ESC [ … m` do to a cell style: attributes on and off, the 16,
/// 256 and 24-bit colours, and resets that return their part of the style to the line's base.
/// Parameters it does not know (blink, hidden, overline, …) change nothing.
enum SelectGraphicRendition {
    /// The parameters of one sequence; `;` separates parameters, `:` joins a parameter's
    /// sub-parameters (`38:2::255:0:0`, `4:3`). An empty parameter is stored as nil.
    struct Parameters {
        fileprivate var values: [Int?] = []
        /// Whether each value came after a `:`, so belongs to the parameter before it.
        fileprivate var isSubparameter: [Bool] = []

        /// Reads `bytes` (digits, `;` and `:` only) in place of what was read before.
        mutating func read(_ bytes: UnsafeBufferPointer<UInt8>) {
            values.removeAll(keepingCapacity: true)
            isSubparameter.removeAll(keepingCapacity: true)
            var value: Int?
            var afterColon = false
            for byte in bytes {
                if byte == UInt8(ascii: ";") || byte == UInt8(ascii: ":") {
                    values.append(value)
                    isSubparameter.append(afterColon)
                    value = nil
                    afterColon = byte == UInt8(ascii: ":")
                } else {
                    // Saturates: no colour or code is anywhere near this.
                    value = min((value ?? 0) * 10 + Int(byte &- UInt8(ascii: "0")), 100_000)
                }
            }
            values.append(value)
            isSubparameter.append(afterColon)
        }
    }

    /// Applies `parameters` to `style` in order; an extended colour that is cut short or out of
    /// range ends the sequence there, as xterm does.
    static func apply(_ parameters: Parameters, to style: inout CellStyle, base: CellStyle) {
        let values = parameters.values
        var index = 0
        while index < values.count {
            var groupEnd = index + 1
            while groupEnd < values.count, parameters.isSubparameter[groupEnd] { groupEnd += 1 }
            let code = values[index] ?? 0
            switch code {
            case 38, 48, 58:
                let colour: CellColour?
                if groupEnd > index + 1 {
                    colour = extendedColour(subparameters: values[index + 1..<groupEnd])
                } else {
                    let (read, used) = extendedColour(following: values[(index + 1)...])
                    colour = read
                    groupEnd = index + 1 + used
                }
                guard let colour else { return }
                if code == 38 { style.foreground = colour }
                if code == 48 { style.background = colour }
            default:
                let subparameter = groupEnd > index + 1 ? values[index + 1] ?? 0 : nil
                apply(code, subparameter: subparameter, to: &style, base: base)
            }
            index = groupEnd
        }
    }

    private static func apply(_ code: Int, subparameter: Int?, to style: inout CellStyle, base: CellStyle) {
        switch code {
        case 0:
            style = CellStyle(
                foreground: base.foreground, background: base.background, attributes: base.attributes,
                hyperlink: style.hyperlink)
        case 1: style.attributes.insert(.bold)
        case 2: style.attributes.insert(.dim)
        case 3: style.attributes.insert(.italic)
        // `4:0` is "no underline"; `4:1` to `4:5` are underline styles, all drawn as one.
        case 4 where subparameter == 0: reset(.underline, of: &style, base: base)
        case 4: style.attributes.insert(.underline)
        case 7: style.attributes.insert(.reverse)
        case 9: style.attributes.insert(.strikethrough)
        // ECMA-48's double underline (xterm, VTE, kitty): drawn as an underline.
        case 21: style.attributes.insert(.underline)
        case 22: reset([.bold, .dim], of: &style, base: base)
        case 23: reset(.italic, of: &style, base: base)
        case 24: reset(.underline, of: &style, base: base)
        case 27: reset(.reverse, of: &style, base: base)
        case 29: reset(.strikethrough, of: &style, base: base)
        case 30...37: style.foreground = .palette16(UInt8(code - 30))
        case 39: style.foreground = base.foreground
        case 40...47: style.background = .palette16(UInt8(code - 40))
        case 49: style.background = base.background
        case 90...97: style.foreground = .palette16(UInt8(code - 90 + 8))
        case 100...107: style.background = .palette16(UInt8(code - 100 + 8))
        default: break
        }
    }

    /// Switches `attributes` off, keeping those of them `base` has.
    private static func reset(_ attributes: CellStyle.Attributes, of style: inout CellStyle, base: CellStyle) {
        style.attributes.subtract(attributes)
        style.attributes.formUnion(base.attributes.intersection(attributes))
    }

    /// `5;n` or `2;r;g;b` after a `38`/`48` and how many parameters it took; nil when cut short
    /// or out of range.
    private static func extendedColour(following values: ArraySlice<Int?>) -> (CellColour?, Int) {
        guard let kind = values.first else { return (nil, 0) }
        let rest = values.dropFirst()
        switch kind {
        case 5?: return (palette(rest.prefix(1)), 2)
        case 2?: return (trueColour(rest.prefix(3)), 4)
        default: return (nil, 1)
        }
    }

    /// `5:n`, `2:r:g:b` or `2:colour-space:r:g:b` as the sub-parameters of a `38`/`48`.
    private static func extendedColour(subparameters values: ArraySlice<Int?>) -> CellColour? {
        let rest = values.dropFirst()
        switch values.first ?? nil {
        case 5?: return palette(rest.prefix(1))
        case 2?: return trueColour(rest.count >= 4 ? rest.dropFirst().prefix(3) : rest.prefix(3))
        default: return nil
        }
    }

    private static func palette(_ values: ArraySlice<Int?>) -> CellColour? {
        guard values.count == 1, let index = byte(values.first ?? nil) else { return nil }
        return .palette256(index)
    }

    private static func trueColour(_ values: ArraySlice<Int?>) -> CellColour? {
        guard values.count == 3 else { return nil }
        let components = values.compactMap { byte($0) }
        guard components.count == 3 else { return nil }
        return .rgb(red: components[0], green: components[1], blue: components[2])
    }

    /// A parameter as a colour component: an empty one is 0, one above 255 is out of range.
    private static func byte(_ value: Int?) -> UInt8? {
        let value = value ?? 0
        return value <= 255 ? UInt8(value) : nil
    }
}
