// Only the header matters: the function is defined by libFuzzer (`-sanitize=fuzzer`).
#include "CLibFuzzer.h"
