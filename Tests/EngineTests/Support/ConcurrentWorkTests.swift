import Engine
import Testing

@Suite("Work spread over every core")
struct ConcurrentWorkTests {
    /// Many small items stored from several threads at once: none of them is lost or misplaced.
    /// (Storing into a Swift array from several threads once lost an item now and then.)
    @Test func everyResultLandsInItsPlace() {
        for round in 0..<200 {
            let results = ConcurrentWork.map(64) { "\(round):\($0)" }
            #expect(results == (0..<64).map { "\(round):\($0)" })
        }
    }
}
