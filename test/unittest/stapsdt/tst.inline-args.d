/*
 * ASSERTION: arguments read only through inlines are decoded at a stapsdt
 * probe: a trampoline decodes only the argN some clause reads, and the
 * clause below reads arg1 and arg9 of test:regs only through inlines (one
 * of them through another inline).  Known values from the sdt-args trigger.
 *
 * @@trigger: sdt-args
 */
#pragma D option quiet

inline int64_t second = (int64_t)arg1;
inline int64_t last = (int64_t)arg9;
inline int64_t both = second + last;

test$target:::regs
{
	printf("%d %d %d\n", second, last, both);
}
