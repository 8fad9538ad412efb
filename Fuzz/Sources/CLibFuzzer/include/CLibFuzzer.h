// libFuzzer's entry point for programs that have their own main (compiler-rt FuzzerDriver.cpp). The fuzz
// targets need it because SwiftPM links an executable target's main over the one libFuzzer brings.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
