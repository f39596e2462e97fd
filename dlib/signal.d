/*
 * signal.d: signal constants of DTrace's D library.  SIGHUP ... SIGSYS are
 * built into the compiler (libdtrace/parse/dt_consts.c); these are the rest:
 * the bounds of the real-time signals as the kernel numbers them (glibc
 * keeps the first two for itself, so its SIGRTMIN is 34).
 */

inline int SIGRTMIN = 32;
inline int SIGRTMAX = 64;
