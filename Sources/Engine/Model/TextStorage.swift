/// How a loaded file keeps its texts (``EntryTable``).
public enum TextStorage: Sendable {
    /// As spans of the file's bytes, a string of their own only when written with escapes: the least memory (the
    /// project about 1.8× its files' size instead of 2.8×); each lookup makes the string it answers. What the editor
    /// and the command line use, the default.
    case spans
    /// Each as a string of its own, made when the file is read: lookups hand it out without making anything. What
    /// an app's `Localizer` uses, which reads a language's files only and looks texts up far more often.
    case strings
}
