import Engine
import Foundation
let folder = CommandLine.arguments[1]
var files: [[UInt8]] = []
for name in try FileManager.default.contentsOfDirectory(atPath: folder) where name.hasSuffix(".json") {
    files.append([UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))))
}
let clock = ContinuousClock()
let start = clock.now
var n = 0
for f in files { if let d = try? JSONDocument(bytes: f) { n += d.root.members?.count ?? 0 } }
print(clock.now - start, n)
