/// Base's text slots of every key in one flat buffer, read by every file's check at once.
///
/// Reading base's slots of a key from an array of arrays copies the inner array's reference, counted from
/// every thread at once for the same keys (the files are checked key by key in the same order): a contended
/// count that cost more than the comparison. Here a key's slots are a range of one buffer, read through a
/// pointer, with nothing counted; the table lives as long as the `ProjectCheck` that holds it.
/// (`@unchecked Sendable`: the buffers are written once, in `init`, and only read after.)
final class BaseSlotTable: @unchecked Sendable {
    /// The slots, key after key.
    private let slots: UnsafeMutableBufferPointer<TextSlot>
    /// Where each key's slots start in `slots`, and where the last one's end (one more than the keys).
    private let starts: UnsafeMutableBufferPointer<Int32>

    /// The table of `slots`, base's slots of each key id.
    init(_ perKey: [[TextSlot]]) {
        let count = perKey.reduce(0) { $0 + $1.count }
        slots = .allocate(capacity: count)
        starts = .allocate(capacity: perKey.count + 1)
        var next = 0
        for (keyID, keySlots) in perKey.enumerated() {
            starts[keyID] = Int32(next)
            _ = UnsafeMutableBufferPointer(rebasing: slots[next..<next + keySlots.count]).initialize(from: keySlots)
            next += keySlots.count
        }
        starts[perKey.count] = Int32(next)
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
