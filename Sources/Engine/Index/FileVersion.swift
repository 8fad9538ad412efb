/// The identity of one version of a file: a new file (loaded, or rebuilt after an edit) gets a new one,
/// copies share it. Derived tables record it to know whether they are still the file's.
final class FileVersion: Sendable {}
