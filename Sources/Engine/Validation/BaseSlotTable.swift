/// Base's text slots of every key in one flat buffer, read by every file's check at once.
///
/// Reading base's slots of a key from an array of arrays copies the inner array's reference, counted from
/// every thread at once for the same keys (the files are checked key by key in the same order): a contended
/// count that cost more than the comparison. Here a key's slots are a range of one buffer, read through a
/// pointer, with nothing counted; the table lives as long as the `ProjectCheck` that holds it.
/// After an edit, a table is made again from the one before it, copying the slots of the keys the edit did not
/// touch (plain bytes: nothing counted either).
/// (`@unchecked Sendable`: the buffers are written once, in `init`, and only read after.)
final class BaseSlotTable: @unchecked Sendable {
    /// The slots, key after key.
    private let slots: UnsafeMutableBufferPointer<TextSlot>
    /// Where each key's slots start in `slots`, and where the last one's end (one more than the keys).
    private let starts: UnsafeMutableBufferPointer<Int32>

    /// The table of `keyCount` keys, whose slots `fill` appends for each key id to the array it is given
    /// (empty each time): made on all cores, each a run of keys, then put one after the other.
    init(keyCount: Int, fill: @Sendable (_ keyID: Int, _ slots: inout [TextSlot]) -> Void) {
        let runLength = 4096
        let runs = ConcurrentWork.map((keyCount + runLength - 1) / runLength) { run in
            var slots: [TextSlot] = []
            var counts: [Int32] = []
            var keySlots: [TextSlot] = []
            for keyID in run * runLength..<min(keyCount, (run + 1) * runLength) {
                keySlots.removeAll(keepingCapacity: true)
                fill(keyID, &keySlots)
                slots += keySlots
                counts.append(Int32(keySlots.count))
            }
            return (slots: slots, counts: counts)
        }
        slots = .allocate(capacity: runs.reduce(0) { $0 + $1.slots.count })
        starts = .allocate(capacity: keyCount + 1)
        var next = 0
        var keyID = 0
        for run in runs {
            _ = UnsafeMutableBufferPointer(rebasing: slots[next..<next + run.slots.count]).initialize(from: run.slots)
            for count in run.counts {
                starts[keyID] = Int32(next)
                next += Int(count)
                keyID += 1
            }
        }
        starts[keyCount] = Int32(next)
    }

    deinit {
        // Text slots are plain values: nothing to deinitialize.
        slots.deallocate()
        starts.deallocate()
    }

    /// Base's slots of key `keyID`, valid while the table lives.
    subscript(keyID: Int) -> UnsafeBufferPointer<TextSlot> {
        UnsafeBufferPointer(rebasing: slots[Int(starts[keyID])..<Int(starts[keyID + 1])])
    }
}
