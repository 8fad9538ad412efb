import Dispatch

/// Work spread over every core: loading files, parsing them, validating them, printing the findings.
public enum ConcurrentWork {
    /// Runs `make` for 0..<count on all cores and returns the results in order.
    ///
    /// `make` is called once for each index, from several threads at once: it must not share mutable state.
    public static func map<T: Sendable>(_ count: Int, _ make: @Sendable (Int) -> T) -> [T] {
        // One item (a catalog, a single file) runs where it is: no thread to wake, which a busy machine delays.
        if count == 1 { return [make(0)] }
        let results = ResultSlots<T>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in results.store(make(index), at: index) }
        return results.values
    }
}

/// Write-once slots filled from concurrent iterations, each index by exactly one of them.
///
/// The slots live in memory allocated once, so storing never touches the shared storage's reference
/// count or uniqueness, which a mutation of a Swift array from several threads at once would.
private final class ResultSlots<T>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<T?>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    func store(_ value: T, at index: Int) {
        slots[index] = value
    }

    var values: [T] { slots.map { $0! } }
}
