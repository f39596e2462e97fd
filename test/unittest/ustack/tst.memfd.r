
              memfd:libsdtlib.so`sdtlib_fire+{off}
  memfd:libsdtlib.so
