#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The local time zone's name for a transcript's header, as Foundation's
/// `TimeZone.current.identifier` gave it without ICU's help: `TZ` when set, else the zone
/// `/etc/localtime` links to (the path after `zoneinfo/`, `Etc/UTC` here), else `UTC`.
enum LocalZoneName {
    static func current(environment: [String: String]) -> String {
        if let zone = environment["TZ"], !zone.isEmpty { return zone }
        return linkedZone(at: "/etc/localtime") ?? "UTC"
    }

    /// The zone name in the target of the symbolic link at `path`, nil when it is not a link
    /// into a `zoneinfo` directory.
    static func linkedZone(at path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX))
        let length = readlink(path, &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        let target = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let marker = target.ranges(of: "zoneinfo/").last else { return nil }
        let name = target[marker.upperBound...]
        return name.isEmpty ? nil : String(name)
    }
}
