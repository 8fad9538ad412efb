/// A variant of the entry being checked, read without its texts: what the plural rules look at (the text rules
/// read the texts through the entry's slots).
struct VariantHead: Equatable {
    /// The selector's index in the file's selectors.
    var selector: Int
    /// The offset of the variant's key.
    var offset: Int
    /// What the variant holds: a text, widths, or a value of the wrong shape.
    var kind: EntryTable.Kind
}
