import Foundation
import Testing

@testable import Engine

/// The folder lock every write takes, the removal of temporary files a killed run left, and read-only files.
@Suite struct WriteLockTests {
    /// Holds the folder's lock as another glossa process would: `flock` on a descriptor of the folder.
    private final class OtherWriter: @unchecked Sendable {
        let descriptor: Int32
        init(locking folder: String) throws {
            descriptor = open(folder, O_RDONLY | O_DIRECTORY)
            try #require(descriptor >= 0)
            try #require(flock(descriptor, LOCK_EX | LOCK_NB) == 0)
        }
        func release() { close(descriptor) }
    }

    @Test func aWriteWaitsForTheLockABoundedTimeThenSaysWhy() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("pl.json", "{\"a\": \"x\"}\n")
        let other = try OtherWriter(locking: folder.path)
        let error = #expect(throws: FileAccessError.self) {
            try AtomicFile.write(
                Array("{\"a\": \"y\"}\n".utf8), to: folder.file("pl.json"),
                options: WriteOptions(lockTimeout: .milliseconds(300)))
        }
        #expect(
            error?.description
                == "cannot write pl.json: another program kept its folder \(folder.path) locked for 0.3 seconds "
                + "(a glossa command or editor saving there); try again when it has finished")
        #expect(try folder.contents("pl.json") == "{\"a\": \"x\"}\n")
        #expect(try folder.names() == ["pl.json"])
        #expect(
            FileAccessError.Reason.locked(folder: "/p", waited: WriteOptions.defaultLockTimeout).message
                == "another program kept its folder /p locked for 10 seconds (a glossa command or editor saving "
                + "there); try again when it has finished")
        // Once the other writer is done, the write goes ahead.
        other.release()
        try AtomicFile.write(
            Array("{\"a\": \"y\"}\n".utf8), to: folder.file("pl.json"),
            options: WriteOptions(lockTimeout: .milliseconds(300)))
        #expect(try folder.contents("pl.json") == "{\"a\": \"y\"}\n")
    }

    @Test func aWriteWaitingForTheLockGoesAheadWhenItIsReleased() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let other = try OtherWriter(locking: folder.path)
        // A thread of its own (not a task: the write blocks its thread while it waits, and the test pool may
        // have no other thread free).
        let releaser = Thread {
            usleep(100_000)
            other.release()
        }
        releaser.start()
        try AtomicFile.write(Array("{}\n".utf8), to: folder.file("de.json"), precondition: .absent)
        #expect(try folder.contents("de.json") == "{}\n")
    }

    @Test func theNextWriteRemovesTheFilesTemporaryFilesThatAKilledRunLeft() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("pl.json", "{}\n")
        let leftovers = [".pl.json.glossa-0a1b2c3d.tmp", ".pl.json.glossa-00000000.tmp"]
        // Not temporary files of pl.json: another file's, a user's file, names that only look alike.
        let others = [
            ".de.json.glossa-0a1b2c3d.tmp", ".pl.json.glossa-0a1b2c3g.tmp", ".pl.json.glossa-0a1b2c3.tmp", "x.tmp",
        ]
        for name in leftovers + others { try folder.write(name, "{") }
        try AtomicFile.write(Array("{ }\n".utf8), to: folder.file("pl.json"))
        #expect(try folder.contents("pl.json") == "{ }\n")
        #expect(try folder.names() == (others + ["pl.json"]).sorted())
        #expect(AtomicFile.temporaryName(of: "pl.json", suffix: 0xab) == ".pl.json.glossa-000000ab.tmp")
    }

    @Test func aFileWithoutWritePermissionIsRefusedEvenForRootUnlessForced() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("pl.json", "{\"a\": \"x\"}\n")
        chmod(folder.file("pl.json"), 0o444)
        let error = #expect(throws: FileAccessError.self) {
            try AtomicFile.write(Array("{\"a\": \"y\"}\n".utf8), to: folder.file("pl.json"))
        }
        #expect(
            error?.description == "cannot write pl.json: the file is read-only (its permissions do not allow writing)")
        #expect(try folder.contents("pl.json") == "{\"a\": \"x\"}\n")
        try AtomicFile.write(
            Array("{\"a\": \"y\"}\n".utf8), to: folder.file("pl.json"), options: WriteOptions(ignoringReadOnly: true))
        #expect(try folder.contents("pl.json") == "{\"a\": \"y\"}\n")
        #expect(try folder.mode("pl.json") == 0o444)
        #expect(try folder.names() == ["pl.json"])
    }
}
