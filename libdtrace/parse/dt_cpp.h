/*
 * dt_cpp.h: running the C preprocessor on D scripts (-C).
 */
#ifndef _DT_CPP_H
#define _DT_CPP_H

#include <stdio.h>
#include "dt_impl.h"

/* The default command: cpp with DTrace's predefined macros. */
extern int dt_cpp_init(dtrace_hdl_t *dtp);
extern void dt_cpp_fini(dtrace_hdl_t *dtp);
/* Append prefix followed by arg ("-D" "name=value") to the command. */
extern int dt_cpp_add_arg(dtrace_hdl_t *dtp, const char *prefix, const char *arg);
extern int dt_cpp_set_path(dtrace_hdl_t *dtp, const char *path);
/* ISO C mode: "a", "c", "t" or "s"; -1 for anything else. */
extern int dt_cpp_set_stdc(dtrace_hdl_t *dtp, const char *mode);
/*
 * Preprocess the script ifp (from its current position): returns the
 * preprocessor's output to compile instead, or NULL with the handle's error
 * set (EDT_CPPENT, EDT_CPPEXEC, EDT_CPPFORK, EDT_CPPERR).
 */
extern FILE *dt_cpp_run(dtrace_hdl_t *dtp, FILE *ifp);

#endif /* _DT_CPP_H */
