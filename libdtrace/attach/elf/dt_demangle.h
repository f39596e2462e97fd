/*
 * dt_demangle.h: C++ symbol names as C++ writes them (dt_demangle.c).
 */
#ifndef _DT_DEMANGLE_H
#define _DT_DEMANGLE_H

/*
 * The demangled form of an Itanium C++ ABI name ("_ZN4Cart8add_itemEi" ->
 * "Cart::add_item(int)"), malloc()ed; NULL if name is not a mangled C++
 * name, cannot be demangled, or memory runs out.
 */
extern char *dt_demangle(const char *name);

#endif /* _DT_DEMANGLE_H */
