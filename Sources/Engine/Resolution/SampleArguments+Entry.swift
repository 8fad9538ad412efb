extension SampleArguments {
    /// The samples for an entry: the texts of all its variants and widths.
    public init(entry: EntryValue?) {
        var isPlural = false
        if case .variants? = entry { isPlural = true }
        self.init(templates: entry?.texts ?? [], isPlural: isPlural)
    }
}
