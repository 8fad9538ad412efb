import Foundation
import TestSupport
import Testing

@testable import Engine

/// A fresh folder under the system's temporary folder, removed by `remove()`.
struct TemporaryFolder {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-test-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> String { path + "/" + name }

    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: file(name)))
    }

    func contents(_ name: String) throws -> String {
        String(decoding: try Data(contentsOf: URL(fileURLWithPath: file(name))), as: UTF8.self)
    }

    /// The names in the folder, hidden ones included, sorted.
    func names() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: path).sorted() }

    func mode(_ name: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: file(name))[.posixPermissions] as! NSNumber).intValue
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}

@Suite struct AtomicFileTests {
    @Test func replacesTheBytesAndKeepsThePermissions() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("pl.json", "{\"a\": \"x\"}\n")
        chmod(folder.file("pl.json"), 0o640)
        try AtomicFile.write(Array("{\"a\": \"y\"}\n".utf8), to: folder.file("pl.json"))
        #expect(try folder.contents("pl.json") == "{\"a\": \"y\"}\n")
        #expect(try folder.mode("pl.json") == 0o640)
        #expect(try folder.names() == ["pl.json"])
    }

    @Test func createsANewFileWithTheUsualPermissions() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try AtomicFile.write(Array("{}\n".utf8), to: folder.file("de.json"), precondition: .absent)
        #expect(try folder.contents("de.json") == "{}\n")
        // The process's umask, read without changing it (tests run in parallel).
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        if let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Umask:") }),
            let mask = Int(line.dropFirst(6).trimmingCharacters(in: .whitespaces), radix: 8)
        {
            #expect(try folder.mode("de.json") == 0o666 & ~mask)
        }
        #expect(throws: FileAccessError(path: folder.file("de.json"), operation: .write, reason: .alreadyExists)) {
            try AtomicFile.write(Array("{}\n".utf8), to: folder.file("de.json"), precondition: .absent)
        }
    }

    @Test func refusesToOverwriteAFileChangedOnDisk() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("pl.json", "{\"a\": \"x\"}\n")
        let loaded = try AtomicFile.read(folder.file("pl.json"))
        try folder.write("pl.json", "{\"a\": \"changed elsewhere\"}\n")
        let error = #expect(throws: FileAccessError.self) {
            try AtomicFile.write(
                Array("{\"a\": \"y\"}\n".utf8), to: folder.file("pl.json"), precondition: .unchanged(loaded.fingerprint)
            )
        }
        #expect(
            error?.description
                == "cannot write pl.json: it changed on disk after it was read (another program wrote it); "
                + "read it again and redo the edit")
        #expect(try folder.contents("pl.json") == "{\"a\": \"changed elsewhere\"}\n")
        #expect(try folder.names() == ["pl.json"])
        try FileManager.default.removeItem(atPath: folder.file("pl.json"))
        #expect(throws: FileAccessError(path: folder.file("pl.json"), operation: .write, reason: .deletedOnDisk)) {
            try AtomicFile.write([], to: folder.file("pl.json"), precondition: .unchanged(loaded.fingerprint))
        }
    }

    @Test func acceptsAFileThatWasOnlyTouched() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("pl.json", "{}\n")
        let loaded = try AtomicFile.read(folder.file("pl.json"))
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: folder.file("pl.json"))
        #expect(try loaded.fingerprint.compare(withFileAt: folder.file("pl.json")) == .touched)
        #expect(!loaded.fingerprint.probablyMatchesFile(at: folder.file("pl.json")))
        try AtomicFile.write(
            Array("{ }\n".utf8), to: folder.file("pl.json"), precondition: .unchanged(loaded.fingerprint))
        #expect(try folder.contents("pl.json") == "{ }\n")
    }

    @Test(arguments: [
        (AtomicFile.Step.createTemporary, EACCES, "cannot write pl.json: the folder is read-only"),
        (.createTemporary, EROFS, "cannot write pl.json: the disk is read-only"),
        (.writeBytes, ENOSPC, "cannot write pl.json: the disk is full"),
        (.writeBytes, EDQUOT, "cannot write pl.json: the disk quota is used up"),
        (.flush, EIO, "cannot write pl.json: Input/output error (fsync, error 5)"),
        (.rename, EPERM, "cannot write pl.json: the folder is read-only"),
    ])
    func aFailedWriteLeavesTheOriginalAndNoTemporaryFile(step: AtomicFile.Step, code: Int32, message: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("pl.json", "{\"a\": \"x\"}\n")
        let error = #expect(throws: FileAccessError.self) {
            try AtomicFile.write(
                Array("{\"a\": \"y\"}\n".utf8), to: folder.file("pl.json"), precondition: .none,
                failing: (step, code))
        }
        #expect(error?.description == message)
        #expect(try folder.contents("pl.json") == "{\"a\": \"x\"}\n")
        #expect(try folder.names() == ["pl.json"])
    }

    @Test(.enabled(if: ReadOnlyFolder.isPossible, "this machine cannot make a folder read-only"))
    func aReadOnlyFolderIsReportedAndLeftAlone() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("pl.json", "{\"a\": \"x\"}\n")
        #expect(ReadOnlyFolder.lock(folder.path))
        defer { ReadOnlyFolder.unlock(folder.path) }
        let error = #expect(throws: FileAccessError.self) {
            try AtomicFile.write(Array("{\"a\": \"y\"}\n".utf8), to: folder.file("pl.json"))
        }
        #expect(error?.description == "cannot write pl.json: the folder is read-only")
        #expect(try folder.contents("pl.json") == "{\"a\": \"x\"}\n")
        #expect(try folder.names() == ["pl.json"])
    }

    @Test func followsASymbolicLink() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("real.json", "{}\n")
        try FileManager.default.createSymbolicLink(atPath: folder.file("pl.json"), withDestinationPath: "real.json")
        try AtomicFile.write(Array("{ }\n".utf8), to: folder.file("pl.json"))
        #expect(try folder.contents("real.json") == "{ }\n")
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: folder.file("pl.json")) == "real.json")
    }

    @Test func readsWithReasons() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(throws: FileAccessError(path: folder.file("pl.json"), operation: .read, reason: .notFound)) {
            try AtomicFile.read(folder.file("pl.json"))
        }
        #expect(throws: FileAccessError(path: folder.path, operation: .read, reason: .isAFolder)) {
            try AtomicFile.read(folder.path)
        }
        try folder.write("pl.json", "{\"a\": \"ą\"}")
        let loaded = try AtomicFile.read(folder.file("pl.json"))
        #expect(loaded.bytes == Array("{\"a\": \"ą\"}".utf8))
        #expect(loaded.fingerprint.size == 11)
        #expect(loaded.fingerprint.contentHash == FileFingerprint.hash(Array("{\"a\": \"ą\"}".utf8)))
        #expect(
            FileAccessError(path: "/x/pl.json", operation: .read, reason: .notFound).description
                == "cannot read pl.json: the file does not exist")
    }
}

@Suite struct FileFingerprintTests {
    @Test func comparesBytesThenTime() {
        let time = FileFingerprint.Timestamp(seconds: 1_700_000_000, nanoseconds: 5)
        let later = FileFingerprint.Timestamp(seconds: 1_700_000_001, nanoseconds: 0)
        let original = FileFingerprint(bytes: Array("abc".utf8), modificationTime: time)
        #expect(original.compare(with: FileFingerprint(bytes: Array("abc".utf8), modificationTime: time)) == .same)
        #expect(original.compare(with: FileFingerprint(bytes: Array("abc".utf8), modificationTime: later)) == .touched)
        #expect(original.compare(with: FileFingerprint(bytes: Array("abd".utf8), modificationTime: time)) == .changed)
        #expect(original.compare(with: FileFingerprint(bytes: Array("abcd".utf8), modificationTime: time)) == .changed)
        #expect(original.description == "3 bytes, modified 1700000000.000000005, hash e71fa2190541574b")
    }

    @Test func hashIsFNV1a() {
        #expect(FileFingerprint.hash([]) == 0xcbf2_9ce4_8422_2325)
        #expect(FileFingerprint.hash(Array("a".utf8)) == 0xaf63_dc4c_8601_ec8c)
    }

    @Test func noticesChangesOnDisk() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("pl.json", "{}")
        let fingerprint = try AtomicFile.read(folder.file("pl.json")).fingerprint
        #expect(try fingerprint.compare(withFileAt: folder.file("pl.json")) == .same)
        #expect(fingerprint.probablyMatchesFile(at: folder.file("pl.json")))
        try folder.write("pl.json", "{ }")
        #expect(try fingerprint.compare(withFileAt: folder.file("pl.json")) == .changed)
        try FileManager.default.removeItem(atPath: folder.file("pl.json"))
        #expect(try fingerprint.compare(withFileAt: folder.file("pl.json")) == .deleted)
        #expect(!fingerprint.probablyMatchesFile(at: folder.file("pl.json")))
    }
}
