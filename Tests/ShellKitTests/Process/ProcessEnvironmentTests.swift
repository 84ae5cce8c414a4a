import Foundation
import Glibc
import ShellKit
import Testing

/// `ProcessEnvironment` reads the same environment as Foundation's `ProcessInfo`, values with
/// `=` and combining marks included. Serialized: each test changes the environment the other reads.
@Suite(.serialized) struct ProcessEnvironmentTests {
    @Test func matchesFoundationsEnvironment() {
        let name = "VIPER_TEST_ENVIRONMENT_\(UInt32.random(in: 0...UInt32.max))"
        let value = "a=b= =\u{301}é 日本"
        setenv(name, value, 1)
        defer { unsetenv(name) }
        let environment = ProcessEnvironment.current()
        #expect(environment[name] == value)
        #expect(environment == ProcessInfo.processInfo.environment)
    }

    @Test func anEmptyValueIsKept() {
        let name = "VIPER_TEST_EMPTY_\(UInt32.random(in: 0...UInt32.max))"
        setenv(name, "", 1)
        defer { unsetenv(name) }
        #expect(ProcessEnvironment.current()[name] == "")
    }
}
