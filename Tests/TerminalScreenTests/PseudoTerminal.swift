#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A pseudo-terminal for the session's tests: the session gets the follower end as its
/// terminal; the test reads what it wrote from the leader end and types into it.
final class PseudoTerminal {
    let leader: Int32
    let follower: Int32

    // Linux's ioctls behind unlockpt and ptsname (Glibc shows Swift neither those nor the macros).
    private static let unlock: UInt = 0x4004_5431  // TIOCSPTLCK
    private static let number: UInt = 0x8004_5430  // TIOCGPTN

    init?() {
        leader = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var locked: Int32 = 0
        var index: UInt32 = 0
        guard leader >= 0, ioctl(leader, Self.unlock, &locked) == 0, ioctl(leader, Self.number, &index) == 0 else {
            return nil
        }
        follower = open("/dev/pts/\(index)", O_RDWR | O_NOCTTY)
        guard follower >= 0 else { return nil }
        var size = winsize(ws_row: 33, ws_col: 101, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(follower, UInt(TIOCSWINSZ), &size)
    }

    deinit {
        close(follower)
        close(leader)
    }

    /// Everything written to the terminal so far (waits up to 200 ms for the first byte).
    func drain() -> [UInt8] {
        var bytes: [UInt8] = []
        var descriptor = pollfd(fd: leader, events: Int16(POLLIN), revents: 0)
        var timeout: Int32 = 200
        while poll(&descriptor, 1, timeout) > 0 {
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = buffer.withUnsafeMutableBytes { read(leader, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            bytes += buffer[..<count]
            timeout = 20
        }
        return bytes
    }

    func type(_ text: String) {
        _ = text.withCString { write(leader, $0, strlen($0)) }
    }

    var settings: termios {
        var settings = termios()
        tcgetattr(follower, &settings)
        return settings
    }
}
