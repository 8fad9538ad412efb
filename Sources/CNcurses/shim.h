// The ncursesw API as Swift needs it: wide-character functions enabled before any system header,
// and accessors for the C globals and macros Swift 6 cannot import (see shared/NCURSES.md).
#ifndef GLOSSA_CNCURSES_SHIM_H
#define GLOSSA_CNCURSES_SHIM_H

#define _DEFAULT_SOURCE 1
#define _XOPEN_SOURCE 600
#define NCURSES_WIDECHAR 1

#include <locale.h>
#include <langinfo.h>
#include <ncurses.h>
#include <stdio.h>
#include <wchar.h>
#include <signal.h>
#include <pthread.h>
#include <unistd.h>

static inline WINDOW *glossa_stdscr(void) { return stdscr; }
static inline int glossa_lines(void) { return LINES; }
static inline int glossa_cols(void) { return COLS; }
static inline FILE *glossa_stdin(void) { return stdin; }
static inline FILE *glossa_stdout(void) { return stdout; }
static inline attr_t glossa_a_bold(void) { return A_BOLD; }
static inline attr_t glossa_a_reverse(void) { return A_REVERSE; }
static inline attr_t glossa_a_dim(void) { return A_DIM; }
static inline attr_t glossa_a_underline(void) { return A_UNDERLINE; }
static inline mmask_t glossa_all_mouse_events(void) { return ALL_MOUSE_EVENTS | REPORT_MOUSE_POSITION; }
static inline mmask_t glossa_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t glossa_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t glossa_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t glossa_button5_pressed(void) { return BUTTON5_PRESSED; }
static inline int glossa_key_f(int n) { return KEY_F(n); }

static inline mmask_t glossa_button1_released(void) { return BUTTON1_RELEASED; }
/// Unblocks every signal of the calling thread: SIGWINCH must reach ncurses even when the parent
/// (a test runner, tmux started from one) left signals blocked.
static inline void glossa_unblock_signals(void) {
    sigset_t none;
    sigemptyset(&none);
    pthread_sigmask(SIG_SETMASK, &none, NULL);
}
static inline int glossa_key_code_yes(void) { return KEY_CODE_YES; }
static inline int glossa_color_pairs(void) { return COLOR_PAIRS; }
#endif
