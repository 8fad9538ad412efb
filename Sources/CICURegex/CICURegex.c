#include "CICURegex.h"

// ICU's declarations, written out because the headers are not installed with the Swift toolchain.
// The values are ICU's own (unicode/uregex.h, unicode/utypes.h, unicode/parseerr.h).
enum { GLOSSA_UREGEX_CASE_INSENSITIVE = 2 };

typedef struct {
    int32_t line;
    int32_t offset;
    uint16_t preContext[16];
    uint16_t postContext[16];
} GlossaParseError;

#if defined(__linux__)
#define GLOSSA_ICU(name) swift_##name
#else
#define GLOSSA_ICU(name) name
#endif

GlossaRegex *GLOSSA_ICU(uregex_open)(
    const uint16_t *pattern, int32_t length, uint32_t flags, GlossaParseError *error, int32_t *status);
GlossaRegex *GLOSSA_ICU(uregex_clone)(const GlossaRegex *regex, int32_t *status);
void GLOSSA_ICU(uregex_close)(GlossaRegex *regex);
void GLOSSA_ICU(uregex_setText)(GlossaRegex *regex, const uint16_t *text, int32_t length, int32_t *status);
void GLOSSA_ICU(uregex_setTimeLimit)(GlossaRegex *regex, int32_t limit, int32_t *status);
int8_t GLOSSA_ICU(uregex_find)(GlossaRegex *regex, int32_t startIndex, int32_t *status);
typedef int8_t GlossaMatchCallback(const void *context, int32_t steps);
void GLOSSA_ICU(uregex_setMatchCallback)(
    GlossaRegex *regex, GlossaMatchCallback *callback, const void *context, int32_t *status);

GlossaRegex *glossa_regex_open(const uint16_t *pattern, int32_t length, int32_t *status) {
    GlossaParseError error;
    *status = 0;
    GlossaRegex *regex = GLOSSA_ICU(uregex_open)(pattern, length, GLOSSA_UREGEX_CASE_INSENSITIVE, &error, status);
    if (*status > 0 && regex != 0) {
        GLOSSA_ICU(uregex_close)(regex);
        return 0;
    }
    return regex;
}

GlossaRegex *glossa_regex_clone(const GlossaRegex *regex, int32_t *status) {
    *status = 0;
    return GLOSSA_ICU(uregex_clone)(regex, status);
}

void glossa_regex_close(GlossaRegex *regex) { GLOSSA_ICU(uregex_close)(regex); }

// ICU calls this after every unit of 10,000 steps with the units counted so far in this search.
static int8_t glossa_count_units(const void *context, int32_t steps) {
    *(int32_t *)context = steps;
    return 1;
}

int32_t glossa_regex_search(GlossaRegex *regex, const uint16_t *text, int32_t length, int32_t limit, int32_t *used) {
    static const uint16_t empty[1] = {0};
    int32_t status = 0;
    int32_t units = 0;
    *used = 0;
    // A limit of 0 would mean "no limit" to ICU.
    if (limit <= 0) return -1;
    GLOSSA_ICU(uregex_setTimeLimit)(regex, limit, &status);
    GLOSSA_ICU(uregex_setMatchCallback)(regex, glossa_count_units, &units, &status);
    // ICU keeps the pointer until the next setText: a NULL text would be read as "no text set".
    GLOSSA_ICU(uregex_setText)(regex, text ? text : empty, length, &status);
    int8_t found = 0;
    if (status <= 0) {
        // A start index resets the matcher, and with it the step count, so the limit covers this search alone.
        found = GLOSSA_ICU(uregex_find)(regex, 0, &status);
    }
    int32_t cleared = 0;
    GLOSSA_ICU(uregex_setMatchCallback)(regex, 0, 0, &cleared);
    *used = units;
    if (status > 0) {
        *used = limit;
        return -1;
    }
    return found ? 1 : 0;
}
