import CryptoExtras
import FoundationEssentials
import ShellKit

/// scrypt via swift-crypto (BoringSSL). The default cost, N=2^15, r=8, p=1, takes roughly
/// 50–250 ms in a release build: slow for a guesser, unnoticeable at login.
package struct ScryptPasswordHasher: PasswordHasher {
    /// scrypt's tunable costs.
    package struct Parameters: Sendable, Equatable {
        package var n: Int
        package var r: Int
        package var p: Int

        package static let standard = Parameters(n: 1 << 15, r: 8, p: 1)
    }

    package static let saltByteCount = 16
    package static let keyByteCount = 32
    /// Stored parameters above these are refused rather than allowed to exhaust memory.
    package static let maximumN = 1 << 22
    package static let maximumR = 32
    package static let maximumP = 16

    package let parameters: Parameters

    package init(parameters: Parameters = .standard) {
        self.parameters = parameters
    }

    package func hash(_ password: String) throws(PasswordHasherError) -> PasswordHash {
        var generator = SystemRandomNumberGenerator()
        let salt = (0..<Self.saltByteCount).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        let key = try derive(password, salt: salt, parameters: parameters)
        return PasswordHash(
            algorithm: "scrypt", n: parameters.n, r: parameters.r, p: parameters.p,
            salt: Data(salt).base64EncodedString(), hash: Data(key).base64EncodedString())
    }

    package func verify(_ password: String, against stored: PasswordHash) throws(PasswordHasherError) -> Bool {
        guard stored.algorithm == "scrypt", let salt = Data(base64Encoded: stored.salt),
            let expected = Data(base64Encoded: stored.hash)
        else {
            throw PasswordHasherError(reason: "unsupported password hash")
        }
        guard stored.n > 1, stored.n <= Self.maximumN, stored.n & (stored.n - 1) == 0,
            (1...Self.maximumR).contains(stored.r), (1...Self.maximumP).contains(stored.p)
        else {
            throw PasswordHasherError(reason: "password hash parameters out of range")
        }
        let derived = try derive(
            password, salt: Array(salt), parameters: Parameters(n: stored.n, r: stored.r, p: stored.p),
            length: expected.count)
        return ConstantTime.equal(derived, Array(expected))
    }

    package func verifyUnknownAccount(_ password: String) -> Bool {
        _ = try? derive(password, salt: [UInt8](repeating: 0, count: Self.saltByteCount), parameters: parameters)
        return false
    }

    private func derive(
        _ password: String, salt: [UInt8], parameters: Parameters, length: Int = keyByteCount
    ) throws(PasswordHasherError) -> [UInt8] {
        do {
            let key = try KDF.Scrypt.deriveKey(
                from: Array(password.utf8), salt: salt, outputByteCount: length,
                rounds: parameters.n, blockSize: parameters.r, parallelism: parameters.p)
            return key.withUnsafeBytes { Array($0) }
        } catch {
            throw PasswordHasherError(reason: "scrypt failed: \(error)")
        }
    }
}

/// Comparison whose time does not depend on where the inputs differ.
package enum ConstantTime {
    package static func equal(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for index in a.indices { difference |= a[index] ^ b[index] }
        return difference == 0
    }
}
