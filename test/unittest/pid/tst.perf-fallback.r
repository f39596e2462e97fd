perf fallback in use
calls: as expected
recursion: as expected
libc: as expected
