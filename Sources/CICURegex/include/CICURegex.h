// The few ICU regular-expression functions `RegexPattern` needs, under names of our own, so that Swift
// reaches ICU's deterministic step limit (`uregex_setTimeLimit`), which NSRegularExpression does not expose.
// On Linux they are the ICU that Foundation itself ships (lib_FoundationICU, symbols prefixed `swift_`);
// on Apple platforms, libicucore. See DECISIONS.md, "exp: matching bounded by a constant".
#ifndef GLOSSA_CICUREGEX_H
#define GLOSSA_CICUREGEX_H

#include <stdint.h>

/// An ICU `URegularExpression`: a compiled pattern with one matcher (not safe to use from two threads).
typedef struct GlossaRegex GlossaRegex;

/// Compiles `pattern` (UTF-16, copied by ICU) case-insensitively, as NSRegularExpression's
/// `.caseInsensitive` does. Returns NULL and sets `*status` to ICU's error code when it does not compile.
GlossaRegex *glossa_regex_open(const uint16_t *pattern, int32_t length, int32_t *status);

/// A new matcher for the same compiled pattern (ICU shares the pattern between clones).
GlossaRegex *glossa_regex_clone(const GlossaRegex *regex, int32_t *status);

void glossa_regex_close(GlossaRegex *regex);

/// Searches `text` (UTF-16, which must stay alive during the call) for the pattern anywhere in it, giving
/// up after `limit` units of 10,000 match-engine steps counted over the whole search (at once when `limit` is
/// 0 or less). `*used` is set to the whole units the search took (`limit` when it gave up).
/// Returns 1 for a match, 0 for none, -1 when the limit (or ICU's backtracking stack) ran out.
int32_t glossa_regex_search(GlossaRegex *regex, const uint16_t *text, int32_t length, int32_t limit, int32_t *used);

#endif
