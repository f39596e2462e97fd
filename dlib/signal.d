/*
 * signal.d: signal constants of DTrace's D library.  SIGHUP ... SIGSYS are
 * built into the compiler (libdtrace/parse/dt_consts.c); these are the rest:
 * the bounds of the real-time signals as the kernel numbers them (glibc
 * keeps the first two for itself, so its SIGRTMIN is 34); the SIGCHLD
 * codes (siginfo's si_code), which proc:::exit's args[0] takes.
 */

inline int SIGRTMIN = 32;
inline int SIGRTMAX = 64;

inline int CLD_EXITED = 1;
inline int CLD_KILLED = 2;
inline int CLD_DUMPED = 3;
inline int CLD_TRAPPED = 4;
inline int CLD_STOPPED = 5;
inline int CLD_CONTINUED = 6;
